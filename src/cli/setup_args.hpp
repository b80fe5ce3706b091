// The setup arguments that the commands playing whole games share (selfplay, arena, bench,
// perft): the expansions as "--expansions base,river,abbey-mayor:wagon" (an expansion followed by
// ":" and its elements joined by "+" keeps only those of its elements on: "abbey-mayor:wagon" is
// the wagon without the expansion's tiles, abbeys, mayor and barn; "abbey-mayor:" none of them),
// rule options as "--option expansion.option=value" (applied after the elements, so they win),
// and figure counts as "--figure figure=count". A malformed argument is reported on stderr and the
// command exits with 2.
#pragma once

#include <string>

#include "carc/catalog.hpp"
#include "carc/ruleset.hpp"
#include "cli.hpp"

namespace carc::cli {

// Sets setup.expansions from a comma-separated list, and the element options its "id:a+b" items
// choose; false (after saying why) for an unknown expansion or element named that way.
bool read_expansions(const std::string& list, const Catalog& catalog, Setup& setup);

// --expansions (default "base"), then every --option and --figure of `args`, into `setup`; false
// (after saying why) when one is malformed. load_ruleset checks the option names and values.
bool read_setup_args(const Args& args, const Catalog& catalog, Setup& setup);

// Says on stderr, as "note: ..." lines, which elements of the game have nothing to act on among
// its tiles (idle_elements: the dragon without volcanoes). The game is played all the same.
void note_idle_elements(const Ruleset& rules);

// The most seats the commands' colour lists have: red, blue, yellow, green, black, grey.
constexpr int kMaxCommandPlayers = 6;
// Checks --players against the expansions asked for: 2 up to the largest max_players among them
// that the catalogue knows (5 with the base game alone), at most kMaxCommandPlayers. False after
// saying the real range ("--players 0: this game (base) takes 2 to 5 players").
bool check_player_count(const Catalog& catalog, const std::vector<std::string>& expansions,
                        long long players);

}  // namespace carc::cli
