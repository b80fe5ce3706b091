#include "carc/resource_dirs.hpp"

#include <cstdlib>
#include <filesystem>

namespace carc {

namespace fs = std::filesystem;

namespace {

bool holds(const fs::path& dir, const char* marker) {
    std::error_code ec;
    return fs::is_directory(dir / marker, ec);
}

bool lies_under(const fs::path& file, const fs::path& dir) {
    std::error_code ec;
    const fs::path base = fs::weakly_canonical(dir, ec);
    if (ec || base.empty()) return false;
    const fs::path rel = file.lexically_relative(base);
    return !rel.empty() && *rel.begin() != "..";
}

}  // namespace

std::string executable_path(const char* argv0) {
    std::error_code ec;
    fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec && exe.is_absolute()) return exe.string();
    if (argv0 && *argv0) {
        exe = fs::weakly_canonical(fs::path(argv0), ec);
        if (!ec) return exe.string();
    }
    return {};
}

std::string find_resource_dir(const ResourceKind& kind, const char* argv0) {
    return find_resource_dir_for(kind, executable_path(argv0));
}

std::string find_resource_dir_for(const ResourceKind& kind, const std::string& executable) {
    if (const char* env = std::getenv(kind.env_var); env && *env) return env;
    const fs::path exe = executable;
    if (!exe.empty()) {
        const fs::path bin = exe.parent_path();
#ifdef CARC_BIN_TO_INSTALLED_DIR
        // Installed: share/carcassonne sits at the same place relative to bin/ under any prefix,
        // so a moved install or one in a DESTDIR finds its own files, never another copy's.
        const fs::path installed = (bin / CARC_BIN_TO_INSTALLED_DIR).lexically_normal();
        if (holds(installed, kind.marker)) return installed.string();
#endif
        // A build folder inside the source tree (build/carc-cli finds data/), or a whole tree
        // unpacked somewhere else.
        for (fs::path p = bin; !p.empty(); p = p.parent_path()) {
            if (holds(p / kind.source_folder, kind.marker))
                return (p / kind.source_folder).string();
            if (p == p.parent_path()) break;
        }
#ifdef CARC_BUILD_DIR
        // A build folder outside the source tree uses the sources it was built from; an installed
        // copy of the same binary never does.
        if (kind.source_dir && lies_under(exe, CARC_BUILD_DIR) &&
            holds(kind.source_dir, kind.marker))
            return kind.source_dir;
#endif
    }
#ifdef CARC_INSTALLED_DIR
    if (holds(CARC_INSTALLED_DIR, kind.marker)) return CARC_INSTALLED_DIR;
#endif
    return kind.source_folder;
}

}  // namespace carc
