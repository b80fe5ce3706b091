// Text for events and actions, as the log, the CLI and the review screen show them.
#include <sstream>

#include "carc/engine.hpp"
#include "internal.hpp"

namespace carc {

std::string_view category_name(ScoreCategory c) {
    switch (c) {
    case ScoreCategory::Road: return "roads";
    case ScoreCategory::City: return "cities";
    case ScoreCategory::Monastery: return "monasteries";
    case ScoreCategory::Garden: return "gardens";
    case ScoreCategory::Field: return "fields";
    case ScoreCategory::AbbotReturn: return "abbot returns";
    case ScoreCategory::TradeGoods: return "trade goods";
    }
    return "?";
}

std::string plural(std::string_view noun, int count) {
    if (count == 1) return std::string(noun);
    // "completed city" -> "completed cities", "neighbour" -> "neighbours"
    const size_t space = noun.find(" (");
    const std::string head(space == std::string_view::npos ? noun : noun.substr(0, space));
    const std::string tail(space == std::string_view::npos ? "" : noun.substr(space));
    if (head.size() > 1 && head.back() == 'y' && std::string("aeiou").find(head[head.size() - 2]) == std::string::npos)
        return head.substr(0, head.size() - 1) + "ies" + tail;
    return head + "s" + tail;
}

static std::string term_text(const ScoreTerm& t) {
    std::string s = std::to_string(t.count) + " " + plural(t.what, t.count);
    if (t.each != 1) s += " × " + std::to_string(t.each);
    return s;
}

std::string breakdown(const ScoreEvent& e) {
    std::string s;
    for (const ScoreTerm& t : e.terms) {
        if (!s.empty()) s += " + ";
        s += term_text(t);
    }
    if (s.empty()) s = "0";
    s += " = " + std::to_string(e.base_points());
    return s;
}

static std::string capitalised(std::string_view s) {
    std::string out(s);
    if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
    return out;
}

std::string describe(const Ruleset& rules, const ScoreEvent& e) {
    std::ostringstream out;
    if (!e.title.empty())
        out << e.title;
    else if (e.category == ScoreCategory::AbbotReturn)
        out << "Abbot taken back from the " << feature_kind_name(e.kind);
    else
        out << capitalised(feature_kind_name(e.kind))
            << (e.final_scoring && !e.complete && e.kind != FeatureKind::Field ? " (unfinished)" : "");
    out << ", " << breakdown(e);
    for (const std::string& n : e.notes) out << " (" << n << ")";
    if (e.awards.empty()) {
        out << " — nobody";
        return out.str();
    }
    out << " — ";
    for (size_t i = 0; i < e.awards.size(); ++i) {
        const Award& a = e.awards[i];
        if (i) out << ", ";
        out << rules.setup.players[static_cast<size_t>(a.player)].name;
        if (!a.bonus.empty()) {
            for (const ScoreTerm& t : a.bonus) out << " + " << term_text(t);
            out << " = " << a.points;
        }
    }
    return out.str();
}

static std::string player_name(const Ruleset& rules, int p) {
    if (p < 0 || p >= rules.player_count()) return "Start";
    return rules.setup.players[static_cast<size_t>(p)].name;
}

static std::string at(Pos p) { return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")"; }

std::string describe(const Ruleset& rules, const Event& ev) {
    return std::visit(
        [&](const auto& e) -> std::string {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, TurnStarted>)
                return "Turn " + std::to_string(e.turn) + ": " + player_name(rules, e.player) +
                       (e.bonus ? " (second tile)" : "");
            else if constexpr (std::is_same_v<T, TileDrawn>)
                return player_name(rules, e.player) + " draws " + rules.tiles[e.tile].id;
            else if constexpr (std::is_same_v<T, TileDiscarded>)
                return rules.tiles[e.tile].id + " fits nowhere and leaves the game";
            else if constexpr (std::is_same_v<T, TilePlaced>)
                return player_name(rules, e.player) + " places " + rules.tiles[e.tile].id + " at " + at(e.pos) +
                       " turned " + std::to_string(e.rotation * 90) + "°";
            else if constexpr (std::is_same_v<T, FigureDeployed>)
                return player_name(rules, e.player) + " deploys " +
                       with_article(lowercase(rules.figures[static_cast<size_t>(e.figure)].name)) + " at " +
                       at(e.feature.pos);
            else if constexpr (std::is_same_v<T, FigureReturned>)
                return player_name(rules, e.player) + "'s " +
                       lowercase(rules.figures[static_cast<size_t>(e.figure)].name) + " returns from " +
                       at(e.feature.pos);
            else if constexpr (std::is_same_v<T, ScoreEvent>)
                return describe(rules, e);
            else if constexpr (std::is_same_v<T, FinalScoringStarted>)
                return "Final scoring";
            else if constexpr (std::is_same_v<T, TokensTaken>)
                return player_name(rules, e.player) + " takes " + std::to_string(e.count) + " " +
                       rules.tokens[static_cast<size_t>(e.token)] + (e.count == 1 ? " token" : " tokens");
            else if constexpr (std::is_same_v<T, GameEnded>) {
                std::string s = "Game over: ";
                for (size_t i = 0; i < e.winners.size(); ++i)
                    s += (i ? (i + 1 == e.winners.size() ? " and " : ", ") : "") + player_name(rules, e.winners[i]);
                return s + (e.winners.size() > 1 ? " share the victory" : " wins");
            }
            return "";
        },
        ev);
}

std::string location_name(const TileType& type, int rotation, int local) {
    const FeatureType& f = type.features[static_cast<size_t>(local)];
    if (touches_sides(f.kind)) return side_mask_name(rotate_sides(f.sides, rotation));
    if (f.kind == FeatureKind::Field && f.halves) return half_mask_name(rotate_halves(f.halves, rotation));
    return "I";  // the middle of the tile: monastery, garden, inner field
}

int find_feature(const Ruleset& rules, const GameState& state, Pos pos, FeatureKind kind,
                 std::string_view location) {
    const PlacedTile* t = state.board.at(pos);
    if (!t) return -1;
    const TileType& type = rules.tiles[t->type];
    for (size_t l = 0; l < type.features.size(); ++l) {
        const FeatureType& f = type.features[l];
        if (f.kind != kind) continue;
        if (touches_sides(kind)) {
            auto m = parse_side_mask(location);
            if (m && *m == rotate_sides(f.sides, t->rotation)) return static_cast<int>(l);
        } else if (kind == FeatureKind::Field && f.halves) {
            auto m = parse_half_mask(location);
            if (m && *m == rotate_halves(f.halves, t->rotation)) return static_cast<int>(l);
        } else if (location == "I" || location.empty()) {
            return static_cast<int>(l);
        }
    }
    return -1;
}

std::string figure_role(const Ruleset& rules, int figure, FeatureKind kind) {
    const FigureDef& f = rules.figures[static_cast<size_t>(figure)];
    if (!f.role.empty()) return f.role;
    std::string role;
    switch (kind) {
    case FeatureKind::Road: role = "thief"; break;
    case FeatureKind::City: role = "knight"; break;
    case FeatureKind::Monastery: role = "monk"; break;
    case FeatureKind::Field: role = "farmer"; break;
    default: return lowercase(f.name);  // no special role on other features
    }
    if (f.id != "follower") role = f.name + " (" + role + ")";
    return role;
}

std::string describe(const Ruleset& rules, const GameState& state, const Action& action) {
    return std::visit(
        [&](const auto& a) -> std::string {
            using T = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<T, PlaceTile>) {
                const std::string tile = state.phase == Phase::PlaceTile ? rules.tiles[state.drawn].id : "tile";
                return "place " + tile + " at " + at(a.pos) + " turned " + std::to_string(a.rotation * 90) + "°";
            } else if constexpr (std::is_same_v<T, Deploy>) {
                if (state.placed_tile < 0) return "deploy";
                const PlacedTile& t = state.board.tile(state.placed_tile);
                const FeatureType& f = rules.tiles[t.type].features[static_cast<size_t>(a.feature)];
                const std::string name = lowercase(rules.figures[static_cast<size_t>(a.figure)].name);
                const std::string role = figure_role(rules, a.figure, f.kind);
                return "deploy " + with_article(name) + (role == name ? "" : " as " + role) + " on the " +
                       std::string(feature_kind_name(f.kind)) + " " +
                       location_name(rules.tiles[t.type], t.rotation, a.feature);
            } else if constexpr (std::is_same_v<T, ReturnFigure>) {
                return "take the " + lowercase(rules.figures[static_cast<size_t>(a.figure)].name) + " back from " +
                       at(a.pos);
            } else {
                return "pass";
            }
        },
        action);
}

}  // namespace carc
