// Reading players' files (include/carc/file_io.hpp, docs/reliability.md "What a user can do to
// their files"): readers take regular files only, at once, and never read past their limit.
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>

#include "carc/file_io.hpp"
#include "carc/jcz.hpp"
#include "carc/json_limits.hpp"
#include "carc/save.hpp"
#include "game_builder.hpp"

using namespace carc;
namespace fs = std::filesystem;

namespace {

struct TempFolder {
    std::string path;
    TempFolder() {
        std::string t = (fs::temp_directory_path() / "carc-file-io-XXXXXX").string();
        REQUIRE(mkdtemp(t.data()));
        path = t;
    }
    ~TempFolder() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    std::string operator/(const std::string& name) const { return path + "/" + name; }
};

void put(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

long peak_rss_kb() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

}  // namespace

TEST_CASE("readers refuse a named pipe or a device at once, with what it is", "[files]") {
    TempFolder dir;
    const std::string pipe = dir / "pipe.carc.json";
    REQUIRE(::mkfifo(pipe.c_str(), 0644) == 0);
    const auto t0 = std::chrono::steady_clock::now();
    auto save = read_save(pipe);
    REQUIRE_FALSE(save);
    CHECK(save.error() == pipe + ": is a named pipe (FIFO), not a file");
    const JczImport jcz = import_jcz_file(pipe, test::catalog());
    CHECK(jcz.status == JczStatus::Malformed);
    CHECK(jcz.message == "is a named pipe (FIFO), not a file");
    // At once: nobody ever writes to the pipe.
    CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(2));

    auto zero = read_file_limited("/dev/zero", kMaxSaveBytes);
    REQUIRE_FALSE(zero);
    CHECK(zero.error() == "/dev/zero: is a character device, not a file");
    auto folder = read_save(dir.path);
    REQUIRE_FALSE(folder);
    CHECK(folder.error() == dir.path + ": is a folder, not a file");
    auto missing = read_save(dir / "missing.carc.json");
    REQUIRE_FALSE(missing);
    CHECK(missing.error() == dir / "missing.carc.json" + ": cannot be opened (No such file or directory)");
}

TEST_CASE("a file over the limit is refused by its size, without reading it", "[files]") {
    TempFolder dir;
    const std::string big = dir / "big.carc.json";
    {
        // A sparse gigabyte: takes no room on the disk, but reading it whole would take a gigabyte
        // of memory (two, with the copy the parser gets).
        const int fd = ::open(big.c_str(), O_WRONLY | O_CREAT, 0644);
        REQUIRE(fd >= 0);
        REQUIRE(::ftruncate(fd, off_t{1} << 30) == 0);
        ::close(fd);
    }
    const long before = peak_rss_kb();
    auto save = read_save(big);
    REQUIRE_FALSE(save);
    CHECK(save.error() == big + ": the file is 1024 MB; at most 32 MB is read");
    CHECK(import_jcz_file(big, test::catalog()).message == "the file is 1024 MB; at most 32 MB is read");
    CHECK(peak_rss_kb() - before < 64 * 1024);

    // At the limit a file is read whole; one byte more is refused.
    const std::string edge = dir / "edge.txt";
    put(edge, std::string(1000, 'x'));
    auto read = read_file_limited(edge, 1000);
    REQUIRE(read);
    CHECK(read->size() == 1000);
    auto over = read_file_limited(edge, 999);
    REQUIRE_FALSE(over);
    CHECK(over.error().rfind(edge + ": the file is ", 0) == 0);
}
