// The setup arguments that the commands playing whole games share (selfplay, arena): rule options
// given as "--option expansion.option=value" and figure counts as "--figure figure=count". A
// malformed argument is reported on stderr and the command exits with 2.
#pragma once

#include "carc/ruleset.hpp"
#include "cli.hpp"

namespace carc::cli {

// Puts every --option and --figure of `args` into `setup`; false (after saying why) when one is
// malformed. load_ruleset checks the names and values themselves.
bool read_setup_args(const Args& args, Setup& setup);

// The most seats the commands' colour lists have: red, blue, yellow, green, black, grey.
constexpr int kMaxCommandPlayers = 6;
// Checks --players against the expansions asked for: 2 up to the largest max_players among them
// that the catalogue knows (5 with the base game alone), at most kMaxCommandPlayers. False after
// saying the real range ("--players 0: this game (base) takes 2 to 5 players").
bool check_player_count(const Catalog& catalog, const std::vector<std::string>& expansions,
                        long long players);

}  // namespace carc::cli
