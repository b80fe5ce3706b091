// Reading players' files safely (include/carc/file_io.hpp).
#include "carc/file_io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <system_error>

#include "carc/json_limits.hpp"

namespace carc {

namespace {

// The system's sentence for an errno value ("No space left on device").
std::string system_reason(int err) { return std::system_category().message(err); }

// What a file that is not a regular file is, as a sentence's object.
std::string file_kind_text(mode_t mode) {
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a named pipe (FIFO)";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

// Closes a descriptor when it goes out of scope.
struct FileDescriptor {
    int fd = -1;
    explicit FileDescriptor(int f) : fd(f) {}
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    ~FileDescriptor() {
        if (fd >= 0) ::close(fd);
    }
};

}  // namespace

Result<std::string> read_file_limited(const std::string& path, size_t max_bytes) {
    // O_NONBLOCK: opening a named pipe would otherwise wait for a writer.
    FileDescriptor file(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (file.fd < 0) return error(path + ": cannot be opened (" + system_reason(errno) + ")");
    struct stat st {};
    if (::fstat(file.fd, &st) != 0) return error(path + ": cannot be read (" + system_reason(errno) + ")");
    if (!S_ISREG(st.st_mode)) return error(path + ": is " + file_kind_text(st.st_mode) + ", not a file");
    if (static_cast<uintmax_t>(st.st_size) > max_bytes)
        return error(path + ": " + size_limit_text(static_cast<uintmax_t>(st.st_size), max_bytes));
    std::string text;
    text.resize(std::min<size_t>(static_cast<size_t>(st.st_size), max_bytes) + 1);
    size_t got = 0;
    for (;;) {
        // A file that grows while it is read is read up to one byte past the limit.
        if (got == text.size() && got <= max_bytes) text.resize(std::min(max_bytes + 1, got * 2 + 4096));
        if (got == text.size()) break;
        const ssize_t n = ::read(file.fd, text.data() + got, text.size() - got);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return error(path + ": cannot be read (" + system_reason(errno) + ")");
        if (n == 0) break;
        got += static_cast<size_t>(n);
    }
    if (got > max_bytes) return error(path + ": " + size_limit_text(got, max_bytes));
    text.resize(got);
    return text;
}

}  // namespace carc
