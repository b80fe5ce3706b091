// Reading and writing players' files (src/data/file_io.hpp, docs/reliability.md "What a user
// can do to their files"): readers take regular files only, at once, and never read past their
// limit; writers replace only regular files, keep their permissions, write through symbolic links,
// refuse an existing file when asked to, and take a new name atomically.
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>
#include <thread>

#include "data/file_io.hpp"
#include "data/jcz.hpp"
#include "carc/json_limits.hpp"
#include "data/save.hpp"
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

std::string contents(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void put(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

unsigned mode_of(const std::string& path) {
    struct stat st {};
    REQUIRE(::stat(path.c_str(), &st) == 0);
    return st.st_mode & 07777;
}

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

TEST_CASE("writing replaces only regular files, keeps their mode and follows links", "[files]") {
    TempFolder dir;
    const std::string file = dir / "a.carc.json";
    put(file, "old");
    REQUIRE(::chmod(file.c_str(), 0640) == 0);
    REQUIRE(write_file_atomic(file, "new"));
    CHECK(contents(file) == "new");
    CHECK(mode_of(file) == 0640);

    // A symbolic link (relative, in a chain) is written through: the links stay links.
    const std::string link = dir / "link.carc.json", link2 = dir / "link2.carc.json";
    fs::create_symlink("a.carc.json", link);
    fs::create_symlink("link.carc.json", link2);
    REQUIRE(write_file_atomic(link2, "through"));
    CHECK(fs::is_symlink(link));
    CHECK(fs::is_symlink(link2));
    CHECK(contents(file) == "through");
    CHECK(mode_of(file) == 0640);
    // A link to a file not made yet makes it.
    const std::string dangling = dir / "dangling.carc.json";
    fs::create_symlink("later.carc.json", dangling);
    REQUIRE(write_file_atomic(dangling, "made"));
    CHECK(fs::is_symlink(dangling));
    CHECK(contents(dir / "later.carc.json") == "made");

    // A new file gets 0666 less the umask.
    const mode_t old_mask = ::umask(027);
    REQUIRE(write_file_atomic(dir / "new.carc.json", "x"));
    ::umask(old_mask);
    CHECK(mode_of(dir / "new.carc.json") == 0640);

    // Anything else is refused and stays what it was.
    const std::string pipe = dir / "pipe.jcz";
    REQUIRE(::mkfifo(pipe.c_str(), 0644) == 0);
    auto to_pipe = write_file_atomic(pipe, "x");
    REQUIRE_FALSE(to_pipe);
    CHECK(to_pipe.error() == pipe + ": is a named pipe (FIFO), not a regular file: nothing was written to it");
    CHECK(fs::is_fifo(pipe));
    auto to_folder = write_file_atomic(dir.path, "x");
    REQUIRE_FALSE(to_folder);
    CHECK(to_folder.error() == dir.path + ": is a folder, not a regular file: nothing was written to it");
    const std::string pipe_link = dir / "pipe-link.jcz";
    fs::create_symlink("pipe.jcz", pipe_link);
    CHECK_FALSE(write_file_atomic(pipe_link, "x"));
    CHECK(fs::is_fifo(pipe));

    // The system's reason, not a guess.
    auto missing = write_file_atomic(dir / "no/such/folder.json", "x");
    REQUIRE_FALSE(missing);
    CHECK(missing.error() == dir / "no/such/folder.json" + ": cannot create a temporary file in " +
                                 dir / "no/such" + " (No such file or directory)");
    // No temporary file is left anywhere.
    for (const auto& e : fs::directory_iterator(dir.path))
        CHECK(e.path().filename().string().find(".tmp") == std::string::npos);
}

TEST_CASE("an existing file is refused when it must not be replaced", "[files]") {
    TempFolder dir;
    const std::string file = dir / "x.jcz";
    WriteOptions keep;
    keep.replace_existing = false;
    REQUIRE(write_file_atomic(file, "first", keep));
    auto again = write_file_atomic(file, "second", keep);
    REQUIRE_FALSE(again);
    CHECK(again.error() == file + ": already exists");
    CHECK(contents(file) == "first");
    for (const auto& e : fs::directory_iterator(dir.path)) CHECK(e.path() == fs::path(file));
}

TEST_CASE("the same file under two names is recognised", "[files]") {
    TempFolder dir;
    const std::string a = dir / "a.carc.json";
    put(a, "x");
    fs::create_symlink("a.carc.json", dir / "link.json");
    fs::create_hard_link(a, dir / "hard.json");
    CHECK(same_file(a, dir / "link.json"));
    CHECK(same_file(a, dir / "hard.json"));
    CHECK(same_file(a, dir.path + "/./a.carc.json"));
    put(dir / "b.carc.json", "x");
    CHECK_FALSE(same_file(a, dir / "b.carc.json"));
    CHECK_FALSE(same_file(a, dir / "missing.json"));
}

TEST_CASE("new files take names no other writer takes, even at the same moment", "[files]") {
    TempFolder dir;
    auto name_for = [&](int n) { return dir / ("game" + (n > 1 ? "-" + std::to_string(n) : "") + ".carc.json"); };
    put(name_for(1), "someone else's");
    auto first = write_new_file(name_for, "mine");
    REQUIRE(first);
    CHECK(*first == name_for(2));
    CHECK(contents(name_for(1)) == "someone else's");
    // Eight writers at once, many times: every one gets its own file with its own contents.
    for (int round = 0; round < 20; ++round) {
        TempFolder race;
        auto racing_name = [&](int n) { return race / ("slot-" + std::to_string(n) + ".carc.json"); };
        std::vector<std::string> got(8);
        std::vector<std::thread> writers;
        for (size_t w = 0; w < got.size(); ++w)
            writers.emplace_back([&, w] {
                auto written = write_new_file(racing_name, "writer " + std::to_string(w));
                got[w] = written ? *written : written.error();
            });
        for (std::thread& t : writers) t.join();
        std::set<std::string> distinct(got.begin(), got.end());
        REQUIRE(distinct.size() == got.size());
        for (size_t w = 0; w < got.size(); ++w) CHECK(contents(got[w]) == "writer " + std::to_string(w));
    }
}

TEST_CASE("only the temporaries of our own save writes count as ours", "[files]") {
    CHECK(is_save_temporary_name(".game-20261201-101010.carc.json.tmpAb3xYz"));
    CHECK(is_save_temporary_name(".a.carc.json.tmpABCDEF"));
    CHECK_FALSE(is_save_temporary_name(".notes.tmp"));
    CHECK_FALSE(is_save_temporary_name(".my.tmp.folder"));
    CHECK_FALSE(is_save_temporary_name(".x.tmpABCDEF"));
    CHECK_FALSE(is_save_temporary_name("a.carc.json.tmpABCDEF"));
    CHECK_FALSE(is_save_temporary_name(".a.carc.json.tmpAB-DEF"));
    CHECK_FALSE(is_save_temporary_name(".a.carc.json.tmpABCDEFG"));
    CHECK_FALSE(is_save_temporary_name(".carc.json.tmpABCDEF"));
}
