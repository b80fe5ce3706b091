// Reading and writing players' files safely (src/data/file_io.hpp).
#include "data/file_io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <optional>
#include <random>
#include <system_error>

#include "carc/json_limits.hpp"

namespace carc {

namespace fs = std::filesystem;

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
    if (S_ISLNK(mode)) return "a symbolic link";
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
    int release() {
        const int f = fd;
        fd = -1;
        return f;
    }
};

// Follows symbolic links from `path` to the path of the file they finally name, which need not
// exist yet (a link to a file still to be made is written through, as a shell's ">" does).
Result<std::string> resolve_links(const std::string& path) {
    fs::path p(path);
    for (int hops = 0; hops < 40; ++hops) {
        struct stat st {};
        if (::lstat(p.c_str(), &st) != 0) {
            if (errno == ENOENT) return p.string();
            return error(path + ": " + system_reason(errno));
        }
        if (!S_ISLNK(st.st_mode)) return p.string();
        std::error_code ec;
        const fs::path target = fs::read_symlink(p, ec);
        if (ec) return error(path + ": cannot read the symbolic link (" + ec.message() + ")");
        p = target.is_absolute() ? target : p.parent_path() / target;
    }
    return error(path + ": " + system_reason(ELOOP));
}

fs::path folder_of(const fs::path& p) { return p.has_parent_path() ? p.parent_path() : fs::path("."); }

// Creates ".<name>.tmpXXXXXX" in `dir` (X: letters and digits) exclusively, with the permissions
// of any new file; returns its descriptor and path, or -1 with errno set.
int create_temporary(const fs::path& dir, const std::string& name, std::string& tmp_path) {
    static constexpr char kLetters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    thread_local std::mt19937_64 random{std::random_device{}() ^
                                        static_cast<uint64_t>(::getpid()) << 32};
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::string suffix(6, 'x');
        for (char& c : suffix) c = kLetters[random() % (sizeof kLetters - 1)];
        tmp_path = (dir / ("." + name + ".tmp" + suffix)).string();
        const int fd = ::open(tmp_path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    errno = EEXIST;
    return -1;
}

// Writes, flushes and closes a temporary file; on failure removes it and says why.
std::optional<std::string> fill_temporary(int fd, const std::string& tmp_path,
                                          const std::string& contents) {
    FileDescriptor file(fd);
    auto give_up = [&](const std::string& what, int err) {
        ::close(file.release());
        ::unlink(tmp_path.c_str());
        return what + " (" + system_reason(err) + ")";
    };
    size_t written = 0;
    while (written < contents.size()) {
        const ssize_t n = ::write(file.fd, contents.data() + written, contents.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return give_up("cannot write", n < 0 ? errno : ENOSPC);
        written += static_cast<size_t>(n);
    }
    if (::fsync(file.fd) != 0) return give_up("cannot flush to disk", errno);
    if (::close(file.release()) != 0) {
        const int err = errno;
        ::unlink(tmp_path.c_str());
        return "cannot flush to disk (" + system_reason(err) + ")";
    }
    return std::nullopt;
}

// Makes a rename or link in `dir` durable.
void sync_folder(const fs::path& dir) {
    const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
}

// Gives the finished temporary file the name `target` if no file has it. Hard links make that
// atomic; where the file system has none, the name is first reserved by creating it exclusively
// and the temporary file renamed over the reservation. Returns 0, or the errno (EEXIST: the name
// is taken; the temporary file is then still there to try another name).
int link_if_absent(const std::string& tmp_path, const std::string& target) {
    if (::link(tmp_path.c_str(), target.c_str()) == 0) {
        ::unlink(tmp_path.c_str());
        return 0;
    }
    const int err = errno;
    if (err != EPERM && err != ENOTSUP && err != EOPNOTSUPP && err != EMLINK && err != ENOSYS) return err;
    const int fd = ::open(target.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) return errno;
    ::close(fd);
    if (::rename(tmp_path.c_str(), target.c_str()) != 0) {
        const int rename_err = errno;
        ::unlink(target.c_str());  // the empty reservation
        return rename_err;
    }
    return 0;
}

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

Result<bool> write_file_atomic(const std::string& path, const std::string& contents,
                               const WriteOptions& options) {
    auto resolved = resolve_links(path);
    if (!resolved) return error(resolved.error());
    const std::string target = *resolved;
    struct stat st {};
    const bool exists = ::lstat(target.c_str(), &st) == 0;
    if (exists && !S_ISREG(st.st_mode))
        return error(path + ": is " + file_kind_text(st.st_mode) +
                     ", not a regular file: nothing was written to it");
    if (exists && !options.replace_existing) return error(path + ": already exists");
    const fs::path dir = folder_of(target);
    std::string tmp;
    const int fd = create_temporary(dir, fs::path(target).filename().string(), tmp);
    if (fd < 0)
        return error(path + ": cannot create a temporary file in " + dir.string() + " (" +
                     system_reason(errno) + ")");
    if (exists) {
        // The file replaced keeps its owner (where allowed) and its permissions; chown first, as
        // it may clear the set-id bits.
        if (::fchown(fd, st.st_uid, st.st_gid) != 0) {
            // Not allowed (another user's file in a folder we may write): the mode still holds.
        }
        ::fchmod(fd, st.st_mode & 07777);
    }
    if (auto why = fill_temporary(fd, tmp, contents)) return error(path + ": " + *why);
    if (options.replace_existing) {
        if (::rename(tmp.c_str(), target.c_str()) != 0) {
            const int err = errno;
            ::unlink(tmp.c_str());
            return error(path + ": cannot replace the file (" + system_reason(err) + ")");
        }
    } else if (const int err = link_if_absent(tmp, target); err != 0) {
        ::unlink(tmp.c_str());
        return error(path + (err == EEXIST ? ": already exists"
                                           : ": cannot create the file (" + system_reason(err) + ")"));
    }
    sync_folder(dir);
    return true;
}

Result<std::string> write_new_file(const std::function<std::string(int)>& name_for,
                                   const std::string& contents) {
    const fs::path first(name_for(1));
    const fs::path dir = folder_of(first);
    std::string tmp;
    const int fd = create_temporary(dir, first.filename().string(), tmp);
    if (fd < 0)
        return error(first.string() + ": cannot create a temporary file in " + dir.string() + " (" +
                     system_reason(errno) + ")");
    if (auto why = fill_temporary(fd, tmp, contents)) return error(first.string() + ": " + *why);
    for (int n = 1; n <= 100000; ++n) {
        const std::string target = n == 1 ? first.string() : name_for(n);
        const int err = link_if_absent(tmp, target);
        if (err == 0) {
            sync_folder(dir);
            return target;
        }
        if (err != EEXIST) {
            ::unlink(tmp.c_str());
            return error(target + ": cannot create the file (" + system_reason(err) + ")");
        }
    }
    ::unlink(tmp.c_str());
    return error(first.string() + ": every name like it is taken");
}

bool same_file(const std::string& a, const std::string& b) {
    struct stat sa {}, sb {};
    return ::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0 && sa.st_dev == sb.st_dev &&
           sa.st_ino == sb.st_ino;
}

bool is_save_temporary_name(const std::string& name) {
    static constexpr std::string_view kTail = ".carc.json.tmp";
    // "." + at least one character + ".carc.json.tmp" + six letters or digits.
    if (name.size() < 1 + 1 + kTail.size() + 6 || name[0] != '.') return false;
    const size_t tail = name.size() - 6 - kTail.size();
    if (name.compare(tail, kTail.size(), kTail) != 0) return false;
    for (size_t i = name.size() - 6; i < name.size(); ++i) {
        const char c = name[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return false;
    }
    return true;
}

}  // namespace carc
