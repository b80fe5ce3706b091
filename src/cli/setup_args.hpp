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

}  // namespace carc::cli
