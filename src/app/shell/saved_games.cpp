#include "shell/saved_games.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>

#include "shell/game_session.hpp"
#include "shell/i18n.hpp"
#include "shell/theme.hpp"

namespace carc::app {

namespace fs = std::filesystem;

namespace {

// Temporary files of atomic writes left by a killed process are removed after this long; a
// younger one may belong to a write in progress in another window.
constexpr auto kStaleTemporary = std::chrono::minutes(10);

std::tm local_tm(std::time_t t) {
    std::tm tm{};
    localtime_r(&t, &tm);
    return tm;
}

std::string format_tm(const std::tm& tm, const char* format) {
    char buf[64];
    const size_t n = std::strftime(buf, sizeof buf, format, &tm);
    std::string s(buf, n);
    // "%e" pads single-digit days with a space.
    if (!s.empty() && s[0] == ' ') s.erase(0, 1);
    return s;
}

}  // namespace

std::string iso_now() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    return format_tm(tm, "%Y-%m-%dT%H:%M:%SZ");
}

std::string local_date(int64_t ns) {
    // TRANSLATORS: a date and time as strftime writes it; month names stay English, so other
    // languages write the month as a number.
    return format_tm(local_tm(static_cast<std::time_t>(ns / 1000000000)), _("%e %b %Y, %H:%M"));
}

std::string file_name_for(const std::string& name) {
    std::string out;
    for (const char c : name) {
        const auto u = static_cast<unsigned char>(c);
        // Bytes of UTF-8 sequences pass; separators, control characters and characters that
        // other systems refuse in names become '-'.
        if (u < 0x20 || u == 0x7f ||
            std::string_view("/\\:*?\"<>|").find(c) != std::string_view::npos)
            out.push_back('-');
        else
            out.push_back(c);
    }
    const size_t a = out.find_first_not_of(" .-"), b = out.find_last_not_of(" .");
    out = a == std::string::npos ? std::string() : out.substr(a, b - a + 1);
    if (out.size() > 80) {
        // Cut before the character that byte 80 falls in: find its first byte.
        size_t cut = 80;
        while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80) --cut;
        out.resize(cut);
    }
    return out.empty() ? "game" : out;
}

std::string default_game_name(const std::vector<PlayerSetup>& players) {
    std::string names;
    for (size_t i = 0; i < players.size(); ++i) names += (i ? ", " : "") + players[i].name;
    // TRANSLATORS: the date and time in a new game's name, as strftime writes them.
    return names + " · " + format_tm(local_tm(std::time(nullptr)), _("%e %b %H:%M"));
}

SavedGames::SavedGames(std::string root) : root_(std::move(root)) { remove_stale_temporaries(); }

std::string SavedGames::saves_dir() const { return root_.empty() ? "" : root_ + "/saves"; }
std::string SavedGames::autosave_dir() const { return root_.empty() ? "" : root_ + "/autosave"; }
std::string SavedGames::exports_dir() const { return root_.empty() ? "" : root_ + "/exports"; }

bool SavedGames::is_autosave(const std::string& path) const {
    if (root_.empty() || path.empty()) return false;
    std::error_code ec;
    const fs::path dir = fs::weakly_canonical(autosave_dir(), ec);
    const fs::path parent = fs::weakly_canonical(fs::path(path), ec).parent_path();
    return !ec && parent == dir;
}

void SavedGames::remove_stale_temporaries() const {
    if (root_.empty()) return;
    const auto now = fs::file_time_type::clock::now();
    for (const std::string& dir : {saves_dir(), autosave_dir()}) {
        std::error_code ec;
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
            // Only the temporaries of our own writes of saves (".<name>.carc.json.tmpXXXXXX"),
            // and only files: anything else a player keeps here is theirs.
            std::error_code fec;
            if (!is_save_temporary_name(it->path().filename().string()) ||
                it->is_symlink(fec) || !it->is_regular_file(fec))
                continue;
            const auto when = fs::last_write_time(it->path(), fec);
            if (!fec && now - when > kStaleTemporary) fs::remove(it->path(), fec);
        }
    }
}

std::vector<SaveSummary> SavedGames::list(const Catalog& catalog) {
    if (root_.empty()) return {};
    return index_.list(catalog, {saves_dir(), autosave_dir()});
}

std::optional<SaveSummary> SavedGames::latest_unfinished(const Catalog& catalog) {
    if (root_.empty()) return std::nullopt;
    // Newest first; only the files up to the first unfinished game are replayed.
    std::vector<std::pair<int64_t, std::string>> files;
    std::error_code ec;
    for (fs::directory_iterator it(autosave_dir(), ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.empty() || name[0] == '.' || name.size() < 10 ||
            name.compare(name.size() - 10, 10, ".carc.json") != 0)
            continue;
        if (auto stamp = file_stamp(it->path().string()))
            files.emplace_back(stamp->first, it->path().string());
    }
    std::sort(files.begin(), files.end(), [](const auto& a, const auto& b) { return a > b; });
    for (const auto& [when, path] : files) {
        SaveSummary s = index_.summary(catalog, path);
        if (s.ok() && !s.over) return s;
    }
    return std::nullopt;
}

std::string SavedGames::autosave_name(int n) const {
    const std::string stamp = format_tm(local_tm(std::time(nullptr)), "%Y%m%d-%H%M%S");
    return autosave_dir() + "/game-" + stamp + (n > 1 ? "-" + std::to_string(n) : "") + ".carc.json";
}

Result<bool> SavedGames::autosave(GameSession& session) {
    SessionInfo& info = session.info();
    const auto t0 = std::chrono::steady_clock::now();
    auto fail = [&](std::string why) -> Result<bool> {
        info.autosave_error = why;
        return error(why);
    };
    if (root_.empty()) return fail("there is no folder for saved games on this system");
    if (info.created.empty()) info.created = iso_now();
    if (info.autosave_path.empty()) {
        std::error_code ec;
        fs::create_directories(autosave_dir(), ec);
        if (ec) return fail(autosave_dir() + ": cannot create the folder (" + ec.message() + ")");
        // A new slot: the name is taken atomically with the first write, so another window
        // starting a game in the same second gets another name.
        auto slot = write_new_file([&](int n) { return autosave_name(n); },
                                   save_to_json(session.to_save()));
        if (!slot) return fail(slot.error());
        info.autosave_path = *slot;
    } else {
        auto written = write_save(info.autosave_path, session.to_save());
        if (!written) return fail(written.error());
    }
    info.autosave_error.clear();
    autosave_ms_.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    return true;
}

std::string SavedGames::save_path(const std::string& name) const {
    return saves_dir() + "/" + file_name_for(name) + ".carc.json";
}

Result<std::string> SavedGames::save_as(GameSession& session, const std::string& name) {
    if (root_.empty()) return error("there is no folder for saved games on this system");
    std::error_code ec;
    fs::create_directories(saves_dir(), ec);
    if (ec) return error(saves_dir() + ": cannot create the folder (" + ec.message() + ")");
    const std::string path = save_path(name);
    const std::string old_name = session.info().name;
    session.info().name = name;
    auto written = write_save(path, session.to_save());
    if (!written) {
        session.info().name = old_name;
        return error(written.error());
    }
    return path;
}

Result<std::shared_ptr<GameSession>> SavedGames::open(const Catalog& catalog,
                                                      const std::string& path) {
    auto game = load_game_file(catalog, path);
    if (!game) return error(game.error());
    Replay& replay = game->replay;
    // Scenario files and imports may leave colours out: give those seats free colours (with
    // their letters), so the board and the scoreboard tell the players apart.
    std::vector<PlayerSetup>& seats = replay.rules.setup.players;
    for (PlayerSetup& p : seats) {
        const bool known = std::any_of(player_colors().begin(), player_colors().end(),
                                       [&](const PlayerColor& c) { return c.id == p.color; });
        if (known) continue;
        for (const PlayerColor& c : player_colors())
            if (std::none_of(seats.begin(), seats.end(),
                             [&](const PlayerSetup& q) { return q.color == c.id; })) {
                p.color = c.id;
                break;
            }
    }
    game->save.game.setup.players = seats;
    auto session =
        std::make_shared<GameSession>(catalog, std::move(replay.rules), std::move(replay.states),
                                      std::move(replay.events), game->save.game);
    SessionInfo& info = session->info();
    info.name = game->save.name;
    info.created = game->save.created.empty() ? iso_now() : game->save.created;
    info.source_path = path;
    info.branched_from = game->save.branched_from;
    info.purist = game->save.purist;
    info.replayed_differently = !game->replayed_differently.empty();
    if (!game->imported && is_autosave(path)) info.autosave_path = path;
    if (!session->over()) session->restore_undo_boundary();
    return session;
}

bool SavedGames::listed(const std::string& path) const {
    if (root_.empty()) return false;
    std::error_code ec;
    const fs::path parent = fs::weakly_canonical(fs::path(path), ec).parent_path();
    return !ec && (parent == fs::weakly_canonical(saves_dir(), ec) ||
                   parent == fs::weakly_canonical(autosave_dir(), ec));
}

Result<std::string> SavedGames::rename(const Catalog& catalog, const std::string& path,
                                       const std::string& name) {
    if (!listed(path)) return error(path + ": not one of the saved games");
    if (name.find_first_not_of(' ') == std::string::npos) return error(_("Type a name first."));
    auto game = load_game_file(catalog, path);
    if (!game) return error(game.error());
    SaveFile* save = &game->save;
    // Written again, a save of version 1 becomes one of version 2 (save_version_of), whose digest
    // is another: the same position's digest goes with it. A game another version's rules played
    // differently keeps the digest it has, and its notice: renaming it is not saving it.
    if (game->replayed_differently.empty() && !save->digest.empty())
        save->digest = digest_to_save(game->replay.rules, *game->replay.states.back());
    std::error_code ec;
    const auto when = fs::last_write_time(path, ec);
    save->name = name;
    std::string target = path;
    bool moves = false;
    if (!is_autosave(path)) {
        target = save_path(name);
        moves = fs::weakly_canonical(target, ec) != fs::weakly_canonical(path, ec);
        if (moves && fs::exists(target, ec))
            return error(fill(_("{file} already exists: choose another name."), {{"file", target}}));
    }
    // A named save moving to another file never replaces one (not even one made meanwhile).
    WriteOptions options;
    options.replace_existing = !moves;
    if (auto written = write_save(target, *save, options); !written) {
        if (moves && fs::exists(target, ec))
            return error(fill(_("{file} already exists: choose another name."), {{"file", target}}));
        return error(written.error());
    }
    if (moves) fs::remove(path, ec);
    fs::last_write_time(target, when, ec);  // keeps its place in the list and for Continue
    index_.forget(path);
    index_.forget(target);
    return target;
}

Result<bool> SavedGames::remove(const std::string& path) {
    if (!listed(path)) return error(path + ": not one of the saved games");
    std::error_code ec;
    if (!fs::remove(path, ec) || ec)
        return error(path + ": cannot delete it (" + (ec ? ec.message() : "no such file") + ")");
    index_.forget(path);
    return true;
}

bool SavedGames::readable_game_file(const Catalog& catalog, const std::string& path) {
    return load_game_file(catalog, path).ok();
}

}  // namespace carc::app
