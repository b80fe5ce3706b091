// Reading the files a player names, so that nothing a player does hangs the program or exhausts
// its memory (docs/reliability.md, "What a user can do to their files"). Reading takes regular
// files only, opened without waiting (a named pipe would block until someone writes to it) and
// read no further than the reader's limit allows. Every error names the path and, where the
// system refused, gives the system's reason.
#pragma once

#include <cstddef>
#include <string>

#include "carc/result.hpp"

namespace carc {

// The whole of the regular file at `path`, at most `max_bytes` of it: anything else (a folder, a
// named pipe, a device, a socket) is refused at once with what it is, a larger file with its size
// and the limit, and no more than max_bytes + 1 bytes are ever read. Errors start with the path.
Result<std::string> read_file_limited(const std::string& path, size_t max_bytes);

}  // namespace carc
