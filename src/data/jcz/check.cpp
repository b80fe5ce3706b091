// The test assertions of JCloisterZone's saved games, read and evaluated on our replay of the
// game, and the imported game as one of our saves. The forms are those JCZ's own test runner
// knows: "<Name> has <N> points", "<Name> scored <feature> for <N> points" (some score event of
// that feature kind, or of an expansion's score category by its id, gave that player exactly that
// much), "Player can pass", "Player can't pass", "phase is <JCZ's phase>" (for the phases that are
// one of ours: TilePhase, ActionPhase, GameOverPhase).
#include <algorithm>
#include <optional>
#include <string_view>

#include "carc/engine.hpp"
#include "data/jcz.hpp"

namespace carc {

namespace {

// The forms are read from the end of the text, by hand: std::regex recurses once per character
// and overflowed the stack on a long assertion (scripts/fuzz jcz).
bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }

bool take_suffix(std::string_view& s, std::string_view suffix) {
    if (s.size() < suffix.size() || s.substr(s.size() - suffix.size()) != suffix) return false;
    s.remove_suffix(suffix.size());
    return true;
}

// "... <N> point" or "... <N> points" (N: an optional minus and 1 to 6 digits): N, and `s`
// shortened to what comes before it.
bool take_points(std::string_view& s, int& points) {
    if (!take_suffix(s, " points") && !take_suffix(s, " point")) return false;
    size_t begin = s.size();
    while (begin > 0 && s[begin - 1] >= '0' && s[begin - 1] <= '9') --begin;
    const size_t digits = s.size() - begin;
    if (digits < 1 || digits > 6) return false;
    points = std::stoi(std::string(s.substr(begin)));
    if (begin > 0 && s[begin - 1] == '-') {
        points = -points;
        --begin;
    }
    s = s.substr(0, begin);
    return true;
}

// Our phase that is JCZ's phase of this name, when there is one: the tile to place, the turn's
// figure action, the end (JCZ's other phases are steps of expansions, which no phase of ours names).
std::optional<Phase> jcz_phase(std::string_view name) {
    if (name == "TilePhase") return Phase::PlaceTile;
    if (name == "ActionPhase") return Phase::PlaceFigure;
    if (name == "GameOverPhase") return Phase::GameOver;
    return std::nullopt;
}

}  // namespace

JczAssertion parse_jcz_assertion(const std::string& text) {
    JczAssertion a;
    a.text = text;
    std::string_view s = text;
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    int points = 0;
    const bool ends_in_points = take_points(s, points);  // `s`: what comes before "<N> points"
    if (text == "Player can pass") {
        a.kind = JczAssertion::Kind::CanPass;
    } else if (text == "Player can't pass" || text == "Player cannot pass") {
        a.kind = JczAssertion::Kind::CannotPass;
    } else if (!ends_in_points && s.substr(0, 9) == "phase is " && jcz_phase(s.substr(9))) {
        a.kind = JczAssertion::Kind::InPhase;
        a.feature = std::string(s.substr(9));
    } else if (ends_in_points && take_suffix(s, " for ")) {
        // "<Name> scored <feature> for <N> points"
        size_t begin = s.size();
        while (begin > 0 && is_letter(s[begin - 1])) --begin;
        std::string_view feature = s.substr(begin);
        s = s.substr(0, begin);
        if (!feature.empty() && take_suffix(s, " scored ") && !s.empty()) {
            a.kind = JczAssertion::Kind::Scored;
            a.player = std::string(s);
            a.feature = std::string(feature);
            for (char& c : a.feature)
                if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
            a.points = points;
        }
    } else if (ends_in_points && take_suffix(s, " has ") && !s.empty()) {
        // "<Name> has <N> points"
        a.kind = JczAssertion::Kind::Points;
        a.player = std::string(s);
        a.points = points;
    }
    return a;
}

namespace {

std::string points_text(int n) { return std::to_string(n) + (n == 1 || n == -1 ? " point" : " points"); }

std::string phase_text(Phase p) {
    switch (p) {
    case Phase::PlaceTile: return "a tile is to be placed";
    case Phase::PlaceFigure: return "a figure may be placed";
    case Phase::ModuleStep: return "an expansion's step waits for a player";
    case Phase::GameOver: return "the game is over";
    }
    return "?";
}

// Whether one of `player`'s figures came home, among `events`, from the feature `score` scored
// without an award to them (`state`: after those events; tiles stay where they are).
bool figure_came_home_from(const Ruleset& rules, const GameState& state, const Events& events, const ScoreEvent& score,
                           int player) {
    for (const Award& award : score.awards)
        if (award.player == player) return false;
    for (const Event& ev : events) {
        const auto* back = std::get_if<FigureReturned>(&ev);
        if (!back || back->player != player) continue;
        if (std::find(score.tiles.begin(), score.tiles.end(), back->feature.pos) == score.tiles.end()) continue;
        const int t = state.board.tile_index(back->feature.pos);
        if (t < 0 || back->feature.local < 0) continue;
        if (back->feature.local < feature_count_at(rules, state, t) && kind_at(state, t, back->feature.local) == score.kind)
            return true;
    }
    return false;
}

}  // namespace

JczAssertionResult check_jcz_assertion(const Replay& replay, const JczAssertion& a) {
    const Ruleset& rules = replay.rules;
    const GameState& last = *replay.states.back();
    JczAssertionResult r;
    if (a.kind == JczAssertion::Kind::CanPass || a.kind == JczAssertion::Kind::CannotPass) {
        // In the figure step passing is always possible; placing a tile cannot be passed.
        const bool can = last.phase == Phase::PlaceFigure;
        r.ok = can == (a.kind == JczAssertion::Kind::CanPass);
        r.got = std::string(can ? "the player can pass" : "the player can't pass") + " (" + phase_text(last.phase) + ")";
        return r;
    }
    if (a.kind == JczAssertion::Kind::InPhase) {
        r.ok = jcz_phase(a.feature) == last.phase;
        r.got = phase_text(last.phase);
        return r;
    }
    if (a.kind == JczAssertion::Kind::Unknown) {
        r.got = "not an assertion this program understands";
        return r;
    }
    int player = -1;
    std::string names;
    for (int p = 0; p < rules.player_count(); ++p) {
        const std::string& n = rules.setup.players[static_cast<size_t>(p)].name;
        if (n == a.player) player = p;
        names += (p ? ", " : "") + n;
    }
    if (player < 0) {
        r.got = "no player is called \"" + a.player + "\" (players: " + names + ")";
        return r;
    }
    if (a.kind == JczAssertion::Kind::Points) {
        const int score = last.players[static_cast<size_t>(player)].score;
        r.ok = score == a.points;
        r.got = a.player + " has " + points_text(score);
        return r;
    }
    std::string scores;
    for (size_t k = 0; k < replay.events.size(); ++k)
        for (const Event& ev : replay.events[k]) {
            const auto* e = std::get_if<ScoreEvent>(&ev);
            if (!e) continue;
            const std::string kind(rules.catalog->kind_name(e->kind));  // a declared kind by its id: "castle"
            // A bonus in an expansion's own score category is named by the category's id, as JCZ
            // names its points ("Alice scored watchtower for 6 points"), or else by its kind.
            const auto category = static_cast<size_t>(e->category);
            const std::string name = !e->is_feature_score() && category < rules.categories.size()
                                         ? rules.categories[category].id
                                         : kind;
            for (const Award& award : e->awards) {
                if (award.player != player) continue;
                if ((kind == a.feature || name == a.feature) && award.points == a.points) r.ok = true;
                scores += (scores.empty() ? "" : ", ") + name + " " + std::to_string(award.points);
            }
            // JCZ lists 0 points for a player whose figures stood on a scored feature and won
            // nothing (a mayor in a city without pennants: "Alice scored city for 0 points"); ours
            // names the winners only. The player's figure coming home from that feature says it.
            if (a.points == 0 && kind == a.feature && k < replay.states.size() &&
                figure_came_home_from(rules, *replay.states[k], replay.events[k], *e, player)) {
                r.ok = true;
                scores += (scores.empty() ? "" : ", ") + kind + " 0";
            }
        }
    r.got = scores.empty() ? a.player + " scored nothing" : a.player + " scored " + scores;
    return r;
}

Result<SaveFile> jcz_to_save(const Catalog& catalog, const JczGame& game, const std::string& fallback_name) {
    auto replay = replay_game(catalog, game.record);
    if (!replay) return error("the imported game does not replay: " + replay.error());
    SaveFile save;
    save.name = game.name.empty() ? fallback_name : game.name;
    save.description = "Imported from JCloisterZone" +
                       (game.app_version.empty() ? std::string() : " " + game.app_version) +
                       (game.test_description.empty() ? std::string() : ": " + game.test_description);
    save.created = game.created;
    save.game = game.record;
    save.digest = digest_to_save(replay->rules, *replay->states.back());
    Expectation expect;
    for (const JczAssertion& a : game.assertions)
        if (a.kind == JczAssertion::Kind::Points) expect.scores[a.player] = a.points;
    if (!expect.scores.empty()) save.expect = expect;
    return save;
}

}  // namespace carc
