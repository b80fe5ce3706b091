// The test assertions of JCloisterZone's saved games, read and evaluated on our replay of the
// game, and the imported game as one of our saves. The forms are those JCZ's own test runner
// knows: "<Name> has <N> points", "<Name> scored <feature> for <N> points" (some score event of
// that feature kind gave that player exactly that much), "Player can pass", "Player can't pass".
#include <regex>

#include "carc/engine.hpp"
#include "carc/jcz.hpp"

namespace carc {

JczAssertion parse_jcz_assertion(const std::string& text) {
    static const std::regex has(R"(^\s*(.+?) has (-?[0-9]{1,6}) points?\s*$)");
    static const std::regex scored(R"(^\s*(.+?) scored ([A-Za-z_]+) for (-?[0-9]{1,6}) points?\s*$)");
    JczAssertion a;
    a.text = text;
    std::smatch m;
    if (text == "Player can pass") {
        a.kind = JczAssertion::Kind::CanPass;
    } else if (text == "Player can't pass" || text == "Player cannot pass") {
        a.kind = JczAssertion::Kind::CannotPass;
    } else if (std::regex_match(text, m, scored)) {
        a.kind = JczAssertion::Kind::Scored;
        a.player = m[1];
        a.feature = m[2];
        for (char& c : a.feature)
            if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        a.points = std::stoi(m[3]);
    } else if (std::regex_match(text, m, has)) {
        a.kind = JczAssertion::Kind::Points;
        a.player = m[1];
        a.points = std::stoi(m[2]);
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
    for (const Events& evs : replay.events)
        for (const Event& ev : evs) {
            const auto* e = std::get_if<ScoreEvent>(&ev);
            if (!e) continue;
            for (const Award& award : e->awards) {
                if (award.player != player) continue;
                const std::string kind(feature_kind_name(e->kind));
                if (kind == a.feature && award.points == a.points) r.ok = true;
                scores += (scores.empty() ? "" : ", ") + kind + " " + std::to_string(award.points);
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
    save.digest = state_digest(*replay->states.back());
    Expectation expect;
    for (const JczAssertion& a : game.assertions)
        if (a.kind == JczAssertion::Kind::Points) expect.scores[a.player] = a.points;
    if (!expect.scores.empty()) save.expect = expect;
    return save;
}

}  // namespace carc
