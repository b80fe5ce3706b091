// carc-cli's commands. Each takes the arguments after its name and returns the exit code:
// 0 success, 1 a check failed, 2 bad input, 5 the output file was not written (the message starts
// with "error:").
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "carc/catalog.hpp"
#include "data/file_io.hpp"

namespace carc::cli {

using Args = std::vector<std::string>;

// The exit code of a command that did not write its output file (--out, --save): the file is its
// own input, exists and --force was not given, is not a regular file (a device, a named pipe, a
// folder), or the system refused the write (its reason is given). Nothing was written to it.
constexpr int kExitNotWritten = 5;

// Writes a command's output file with `write`, after refusing a path that is one of `inputs`
// (even with --force); an existing file is replaced only with --force. Prints the error and
// returns false when nothing was written.
bool write_output(const Args& args, const std::string& out, const std::vector<std::string>& inputs,
                  const std::function<Result<bool>(const WriteOptions&)>& write);

int check_data(const Catalog& catalog, const Args& args);
int selfplay(const Catalog& catalog, const Args& args);
int bench(const Catalog& catalog, const Args& args);
int bench_playouts(const Catalog& catalog, const Args& args);  // bench --playouts (bench_playouts.cpp)
int replay(const Catalog& catalog, const Args& args);
// The demos of data/demos/, verified (demos.cpp).
int list_demos(const Catalog& catalog, const Args& args);
int perft_command(const Catalog& catalog, const Args& args);
// JCloisterZone files (jcz_commands.cpp); jcz-check exits 3 when files are only unsupported.
int jcz_check(const Catalog& catalog, const Args& args);
int import_jcz(const Catalog& catalog, const Args& args);
int export_jcz(const Catalog& catalog, const Args& args);
int jcz_play_on(const Catalog& catalog, const Args& args);
// Computer players (arena.cpp, analyse.cpp).
int arena(const Catalog& catalog, const Args& args);
int analyse_game(const Catalog& catalog, const Args& args);
// The learning aids' oracle on a saved position (analyse_position.cpp).
int analyse_position(const Catalog& catalog, const Args& args);

// The largest resident memory of this process so far, in KiB.
long peak_rss_kb();

// Tiny argument helpers: "--name value" pairs and "--flag" switches.
std::optional<std::string> value_of(const Args& args, const std::string& name);
bool has_flag(const Args& args, const std::string& name);
// The arguments that are neither flags nor flag values.
std::vector<std::string> positional(const Args& args, const std::vector<std::string>& value_flags);
long long number_or(const Args& args, const std::string& name, long long fallback);
std::vector<std::string> split(const std::string& s, char sep);

}  // namespace carc::cli
