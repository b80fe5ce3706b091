// JCloisterZone files from the command line: jcz-check (import, replay and check the assertions of
// .jcz test games), import (a .jcz as our save), export-jcz (one of our saves as a .jcz) and
// jcz-play-on (JCZ games played on by random moves and exported, for JCZ's own engine to replay).
#include <algorithm>
#include <filesystem>
#include <iostream>

#include "data/jcz.hpp"
#include "data/save.hpp"
#include "cli.hpp"

namespace carc::cli {

namespace {

enum class CheckVerdict { Pass, Fail, Unsupported };

// Folders stand for the .jcz files under them, in name order.
std::vector<std::string> expand_paths(const std::vector<std::string>& paths, bool& missing) {
    namespace fs = std::filesystem;
    std::vector<std::string> out;
    for (const std::string& p : paths) {
        std::error_code ec;
        if (!fs::exists(p, ec)) {
            missing = true;
            continue;
        }
        if (!fs::is_directory(p, ec)) {
            out.push_back(p);
            continue;
        }
        std::vector<std::string> found;
        for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::recursive_directory_iterator();
             it.increment(ec))
            if (it->is_regular_file(ec) && it->path().extension() == ".jcz") found.push_back(it->path().string());
        std::sort(found.begin(), found.end());
        out.insert(out.end(), found.begin(), found.end());
    }
    return out;
}

// Replays an imported game and checks its assertions, printing one line per assertion.
CheckVerdict check_game(const Catalog& catalog, const JczGame& game, const std::string& label, std::string& why) {
    auto replay = replay_game(catalog, game.record);
    if (!replay) {
        why = "the imported game does not replay: " + replay.error();
        return CheckVerdict::Fail;
    }
    for (const JczAssertion& a : game.assertions)
        if (a.kind == JczAssertion::Kind::Unknown) {
            why = "assertion \"" + a.text + "\" is not one this program understands";
            return CheckVerdict::Unsupported;
        }
    std::string first_failure;
    for (const JczAssertion& a : game.assertions) {
        const JczAssertionResult r = check_jcz_assertion(*replay, a);
        std::cout << "  " << (r.ok ? "ok  " : "FAIL") << " " << label << a.text;
        if (!r.ok) std::cout << " (got: " << r.got << ")";
        std::cout << "\n";
        if (!r.ok && first_failure.empty()) first_failure = a.text + ": got " + r.got;
    }
    for (const std::string& d : game.differences) std::cout << "  difference: " << d << "\n";
    if (!first_failure.empty()) {
        why = first_failure;
        return CheckVerdict::Fail;
    }
    if (!game.differences.empty()) {
        why = game.differences.front();
        return CheckVerdict::Fail;
    }
    return CheckVerdict::Pass;
}

CheckVerdict check_file(const Catalog& catalog, const std::string& file, bool roundtrip, std::string& why) {
    const JczImport imp = import_jcz_file(file, catalog);
    for (const std::string& n : imp.game.notes) std::cout << "  note: " << n << "\n";
    switch (imp.status) {
    case JczStatus::Ok: break;
    case JczStatus::Unsupported: why = imp.message; return CheckVerdict::Unsupported;
    case JczStatus::Malformed: why = "malformed: " + imp.message; return CheckVerdict::Fail;
    case JczStatus::Diverged: why = imp.message; return CheckVerdict::Fail;
    }
    CheckVerdict v = check_game(catalog, imp.game, "", why);
    if (v != CheckVerdict::Pass || !roundtrip) return v;
    // The same game written by our exporter and read back must still pass.
    auto text = export_jcz(catalog, imp.game.record);
    if (!text) {
        why = "export: " + text.error();
        return CheckVerdict::Fail;
    }
    JczImport again = import_jcz(*text, catalog);
    if (!again.ok()) {
        why = "re-import of the export: " + std::string(jcz_status_name(again.status)) + ": " + again.message;
        return CheckVerdict::Fail;
    }
    again.game.assertions = imp.game.assertions;
    return check_game(catalog, again.game, "(exported) ", why);
}

}  // namespace

int jcz_check(const Catalog& catalog, const Args& args) {
    const auto paths = positional(args, {"--data"});
    if (paths.empty()) {
        std::cerr << "error: jcz-check takes .jcz files or folders\n";
        return 2;
    }
    bool missing = false;
    const std::vector<std::string> files = expand_paths(paths, missing);
    if (missing) {
        if (has_flag(args, "--missing-ok") && files.empty()) {
            std::cout << "skipped: " << paths.front() << " does not exist\n";
            return 4;
        }
        std::cerr << "error: no such file or folder among: ";
        for (const auto& p : paths) std::cerr << p << " ";
        std::cerr << "\n";
        return 2;
    }
    const bool roundtrip = has_flag(args, "--roundtrip");
    int passed = 0, failed = 0, unsupported = 0;
    for (const std::string& file : files) {
        std::string why;
        switch (check_file(catalog, file, roundtrip, why)) {
        case CheckVerdict::Pass:
            ++passed;
            std::cout << "PASS " << file << "\n";
            break;
        case CheckVerdict::Fail:
            ++failed;
            std::cout << "FAIL " << file << ": " << why << "\n";
            break;
        case CheckVerdict::Unsupported:
            ++unsupported;
            std::cout << "UNSUPPORTED " << file << ": " << why << "\n";
            break;
        }
    }
    std::cout << "checked " << files.size() << " files: " << passed << " passed, " << failed << " failed, "
              << unsupported << " unsupported\n";
    if (failed) return 1;
    return unsupported ? 3 : 0;
}

int import_jcz(const Catalog& catalog, const Args& args) {
    const auto files = positional(args, {"--out", "--data"});
    const auto out = value_of(args, "--out");
    if (files.size() != 1 || !out) {
        std::cerr << "error: usage: carc-cli import FILE.jcz --out FILE.carc.json [--force]\n";
        return 2;
    }
    const JczImport imp = import_jcz_file(files[0], catalog);
    for (const std::string& n : imp.game.notes) std::cout << "note: " << n << "\n";
    if (!imp.ok()) {
        std::cerr << "error: " << files[0] << ": " << (imp.status == JczStatus::Unsupported ? "not supported: " : "")
                  << imp.message << "\n";
        return imp.status == JczStatus::Unsupported ? 3 : imp.status == JczStatus::Diverged ? 1 : 2;
    }
    for (const std::string& d : imp.game.differences) std::cout << "warning: " << d << "\n";
    auto save = jcz_to_save(catalog, imp.game, std::filesystem::path(files[0]).stem().string());
    if (!save) {
        std::cerr << "error: " << files[0] << ": " << save.error() << "\n";
        return 1;
    }
    if (!write_output(args, *out, {files[0]},
                      [&](const WriteOptions& o) { return write_save(*out, *save, o); }))
        return kExitNotWritten;
    std::cout << "imported " << files[0] << ": " << imp.game.record.actions.size() << " actions, "
              << imp.game.assertions.size() << " assertions -> " << *out << "\n";
    return 0;
}

int export_jcz(const Catalog& catalog, const Args& args) {
    const auto files = positional(args, {"--out", "--data", "--to"});
    const auto out = value_of(args, "--out");
    if (files.size() != 1 || !out) {
        std::cerr << "error: usage: carc-cli export-jcz FILE.carc.json --out FILE.jcz [--with-assertions] [--to N] "
                     "[--force]\n";
        return 2;
    }
    auto save = read_save(files[0]);
    if (!save) {
        std::cerr << "error: " << save.error() << "\n";
        return 2;
    }
    // The whole game first, to the position its digest says, as replay checks it: an edited save
    // (a second "actions" list, a changed action) is refused rather than exported as it now reads.
    auto replay = replay_game(catalog, save->game);
    if (!replay) {
        std::cerr << "error: " << files[0] << ": " << replay.error() << "\n";
        return 2;
    }
    if (auto mismatch = digest_mismatch(*save, *replay)) {
        std::cerr << "error: " << files[0] << ": " << *mismatch << "\n";
        return 2;
    }
    GameRecord record = save->game;
    if (value_of(args, "--to")) {
        const long long to = number_or(args, "--to", -1);
        if (to < 0 || to > static_cast<long long>(record.actions.size())) {
            std::cerr << "error: --to " << to << ": the game has " << record.actions.size() << " actions\n";
            return 2;
        }
        keep_first_actions(record, static_cast<size_t>(to));
    }
    JczExportOptions options;
    options.with_assertions = has_flag(args, "--with-assertions");
    options.name = save->name;
    auto text = export_jcz(catalog, record, options);
    if (!text) {
        std::cerr << "error: " << files[0] << ": " << text.error() << "\n";
        return 1;
    }
    if (!write_output(args, *out, {files[0]},
                      [&](const WriteOptions& o) { return write_file_atomic(*out, *text, o); }))
        return kExitNotWritten;
    std::cout << "exported " << files[0] << " (" << record.actions.size() << " actions) -> " << *out << "\n";
    return 0;
}

int jcz_play_on(const Catalog& catalog, const Args& args) {
    namespace fs = std::filesystem;
    const auto paths = positional(args, {"--out", "--data", "--seed"});
    const auto out = value_of(args, "--out");
    if (paths.empty() || !out) {
        std::cerr << "error: usage: carc-cli jcz-play-on FILE|DIR... --out DIR [--seed S] [--force]\n";
        return 2;
    }
    bool missing = false;
    const std::vector<std::string> files = expand_paths(paths, missing);
    if (missing) {
        std::cerr << "error: no such file or folder among: ";
        for (const auto& p : paths) std::cerr << p << " ";
        std::cerr << "\n";
        return 2;
    }
    std::error_code ec;
    fs::create_directories(*out, ec);
    if (ec) {
        std::cerr << "error: " << *out << ": cannot create the folder (" << ec.message() << ")\n";
        return 2;
    }
    const uint64_t seed = static_cast<uint64_t>(number_or(args, "--seed", 1));
    int written = 0, skipped = 0, failed = 0, not_written = 0;
    for (const std::string& file : files) {
        const JczImport imp = import_jcz_file(file, catalog);
        if (!imp.ok()) {
            ++skipped;
            std::cout << "skipped " << file << ": " << jcz_status_name(imp.status) << ": " << imp.message << "\n";
            continue;
        }
        const size_t keep = jcz_default_cut(catalog, imp.game.record);
        std::string why;
        bool done = false;
        // A random game our exporter refuses (a move JCZ cannot replay): the next seeds.
        for (uint64_t s = seed; s < seed + 20 && !done; ++s) {
            auto played = jcz_play_on(catalog, imp.game.record, keep, s);
            if (!played) {
                why = played.error();
                break;
            }
            JczExportOptions options;
            options.with_assertions = true;
            options.name = imp.game.name.empty() ? fs::path(file).stem().string() : imp.game.name;
            options.created = imp.game.created;
            // Named after its folder too: JCZ's test games of several folders share names.
            const fs::path from(file);
            const std::string target =
                (fs::path(*out) / (from.parent_path().filename().string() + "-" + from.stem().string() + ".jcz")).string();
            auto exported = export_jcz(catalog, *played, options);
            if (!exported) {
                why = exported.error();
                continue;
            }
            // As every command's output: never over an input, an existing file only with --force.
            if (!write_output(args, target, files,
                              [&](const WriteOptions& o) { return write_file_atomic(target, *exported, o); })) {
                why = "not written to " + target;
                ++not_written;
                break;
            }
            done = true;
            std::cout << "played on " << file << ": kept " << keep << " of " << imp.game.record.actions.size()
                      << " actions, " << played->actions.size() << " in all (seed " << s << ") -> " << target << "\n";
        }
        if (done) {
            ++written;
        } else {
            ++failed;
            std::cout << "FAIL " << file << ": " << why << "\n";
        }
    }
    std::cout << "played on " << written << " of " << files.size() << " files (" << skipped << " skipped, " << failed
              << " failed)\n";
    // A file not written is the commands' exit code for it; the other failures are the games'.
    if (not_written) return kExitNotWritten;
    return failed ? 1 : 0;
}

}  // namespace carc::cli
