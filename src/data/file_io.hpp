// Reading and writing the files a player names, so that nothing a player does loses a file or
// hangs the program (docs/reliability.md, "What a user can do to their files"). Reading takes
// regular files only, opened without waiting (a named pipe would block until someone writes to
// it) and read no further than the reader's limit allows. Writing is atomic (a temporary file in
// the same folder, flushed to disk, renamed over the target) and only ever replaces a regular
// file: a symbolic link is written through to the file it names, a replaced file keeps its
// permissions, and a folder, device, named pipe or socket is refused with what it is. Every error
// names the path and, where the system refused, gives the system's reason.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "carc/result.hpp"

namespace carc {

// The whole of the regular file at `path`, at most `max_bytes` of it: anything else (a folder, a
// named pipe, a device, a socket) is refused at once with what it is, a larger file with its size
// and the limit, and no more than max_bytes + 1 bytes are ever read. Errors start with the path.
Result<std::string> read_file_limited(const std::string& path, size_t max_bytes);

struct WriteOptions {
    // False: a file already at the path is refused ("already exists") rather than replaced, and
    // the refusal is atomic (the new file is linked in only where there is none).
    bool replace_existing = true;
};

// Writes `contents` to `path` atomically (see above). A new file gets the permissions any new
// file gets (0666 less the umask); a replaced one keeps its own, and its owner where the system
// allows.
Result<bool> write_file_atomic(const std::string& path, const std::string& contents,
                               const WriteOptions& options = {});

// Writes `contents` as a new file at name_for(1), else name_for(2), and so on (paths in one
// folder): the first name no file holds, taken atomically, so two processes writing at the same
// moment never take the same name. Returns the path written.
Result<std::string> write_new_file(const std::function<std::string(int)>& name_for,
                                   const std::string& contents);

// True when both paths name one existing file (through symbolic links and hard links): a
// command's output that would overwrite its own input.
bool same_file(const std::string& a, const std::string& b);

// True for the name of a temporary file that write_file_atomic left behind for a save
// (".<name>.carc.json.tmpXXXXXX", six letters or digits): what the window's start-up clean-up may
// delete, and nothing else.
bool is_save_temporary_name(const std::string& file_name);

}  // namespace carc
