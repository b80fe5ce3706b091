// Opening game files with every check, and the cached listing of a folder of saves
// (src/data/save_index.hpp).
#include "data/save_index.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <filesystem>

#include "data/jcz.hpp"

namespace carc {

namespace {

bool ends_with_nocase(const std::string& s, std::string_view suffix) {
    if (s.size() < suffix.size()) return false;
    for (size_t i = 0; i < suffix.size(); ++i) {
        char a = s[s.size() - suffix.size() + i];
        if (a >= 'A' && a <= 'Z') a = static_cast<char>(a - 'A' + 'a');
        if (a != suffix[i]) return false;
    }
    return true;
}

std::string stem_of(const std::string& path) {
    std::string name = std::filesystem::path(path).filename().string();
    for (std::string_view ext : {".carc.json", ".jcz", ".json"})
        if (ends_with_nocase(name, ext)) return name.substr(0, name.size() - ext.size());
    return name;
}

Result<LoadedGame> import_jcz_game(const Catalog& catalog, const std::string& path) {
    JczImport imported = import_jcz_file(path, catalog);
    switch (imported.status) {
    case JczStatus::Ok: break;
    case JczStatus::Malformed:
        return error(path + ": not a readable JCloisterZone game: " + imported.message);
    case JczStatus::Unsupported:
        return error(path + ": this JCloisterZone game needs something this program does not have: " +
                     imported.message);
    case JczStatus::Diverged:
        return error(path + ": the JCloisterZone game cannot be replayed here: " + imported.message);
    }
    auto save = jcz_to_save(catalog, imported.game, stem_of(path));
    if (!save) return error(path + ": " + save.error());
    // The file's test assertions are JCZ's business, not a player's.
    save->expect.reset();
    auto replay = replay_game(catalog, save->game);
    if (!replay) return error(path + ": " + replay.error());
    return LoadedGame{std::move(*save), std::move(*replay), true, {}};
}

}  // namespace

bool is_jcz_path(const std::string& path) { return ends_with_nocase(path, ".jcz"); }

Result<LoadedGame> load_game_file(const Catalog& catalog, const std::string& path, ModuleLookup modules) {
    if (is_jcz_path(path)) return import_jcz_game(catalog, path);
    auto save = read_save(path);
    if (!save) return error(save.error());
    auto replay = replay_game(catalog, save->game, -1, modules);
    if (!replay) return error(path + ": " + replay.error());
    // A differing digest after a legal replay is a game a rule fix plays differently now: the
    // player keeps it, under today's rules (docs/save-format.md). Only what cannot be replayed
    // is refused.
    auto mismatch = digest_mismatch(*save, *replay);
    if (save->name.empty()) save->name = stem_of(path);
    LoadedGame game{std::move(*save), std::move(*replay), false, {}};
    if (mismatch) game.replayed_differently = path + ": " + *mismatch;
    return game;
}

std::optional<std::pair<int64_t, uintmax_t>> file_stamp(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
    const int64_t ns = static_cast<int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    return std::make_pair(ns, static_cast<uintmax_t>(st.st_size));
}

SaveSummary summarize_game_file(const Catalog& catalog, const std::string& path) {
    SaveSummary s;
    s.path = path;
    s.name = stem_of(path);
    if (auto stamp = file_stamp(path)) s.modified_ns = stamp->first;
    auto game = load_game_file(catalog, path);
    if (!game) {
        s.error = game.error();
        return s;
    }
    const SaveFile& save = game->save;
    if (!save.name.empty()) s.name = save.name;
    s.created = save.created;
    s.players = save.game.setup.players;
    s.expansions = save.game.setup.expansions;
    s.branched_from = save.branched_from;
    s.replayed_differently = !game->replayed_differently.empty();
    s.actions = static_cast<int>(save.game.actions.size());
    const GameState& last = *game->replay.states.back();
    for (const PlayerState& p : last.players) s.scores.push_back(p.score);
    s.turn = last.turn;
    s.over = last.phase == Phase::GameOver;
    return s;
}

SaveSummary SaveIndex::summary(const Catalog& catalog, const std::string& path) {
    const auto stamp = file_stamp(path);
    if (stamp) {
        auto it = cache_.find(path);
        if (it != cache_.end() && it->second.modified_ns == stamp->first && it->second.size == stamp->second)
            return it->second.summary;
    }
    SaveSummary s = summarize_game_file(catalog, path);
    if (stamp) cache_[path] = Entry{stamp->first, stamp->second, s};
    return s;
}

std::vector<SaveSummary> SaveIndex::list(const Catalog& catalog, const std::vector<std::string>& dirs) {
    namespace fs = std::filesystem;
    std::vector<SaveSummary> out;
    for (const std::string& dir : dirs) {
        std::error_code ec;
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
            const std::string name = it->path().filename().string();
            // Hidden files include the temporary files of atomic writes (".name.tmpXXXXXX").
            if (name.empty() || name[0] == '.' || !ends_with_nocase(name, ".carc.json")) continue;
            std::error_code fec;
            if (!it->is_regular_file(fec)) continue;
            out.push_back(summary(catalog, it->path().string()));
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const SaveSummary& a, const SaveSummary& b) {
        if (a.modified_ns != b.modified_ns) return a.modified_ns > b.modified_ns;
        return a.path < b.path;
    });
    // Files that disappeared are forgotten, so the cache never outgrows the folders.
    for (auto it = cache_.begin(); it != cache_.end();) {
        std::error_code ec;
        if (!fs::exists(it->first, ec))
            it = cache_.erase(it);
        else
            ++it;
    }
    return out;
}

}  // namespace carc
