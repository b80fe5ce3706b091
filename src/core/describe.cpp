// Messages for events and actions, as the log, the CLI and the review screen show them, and the
// names of feature locations that saves and the log use.
#include <optional>

#include "carc/engine.hpp"
#include "carc/feature_changes.hpp"
#include "internal.hpp"

namespace carc {

std::string_view category_name(const Ruleset& rules, ScoreCategory c) {
    const size_t i = static_cast<size_t>(c);
    return i < rules.categories.size() ? std::string_view(rules.categories[i].name) : std::string_view("?");
}

namespace {

// "3 tiles × 2", "1 garden"
Message term_message(const ScoreTerm& t) {
    if (t.each == 1) return Message("{count}", {{"count", arg::Count{t.count, t.what}}});
    return Message("{count} × {each}", {{"count", arg::Count{t.count, t.what}}, {"each", t.each}});
}

// Joins messages: "{a}{separator}{b}", left to right.
Message join(std::vector<Message> parts, std::string_view pattern) {
    if (parts.empty()) return Message("");
    Message out = std::move(parts[0]);
    for (size_t i = 1; i < parts.size(); ++i)
        out = Message(pattern, {{"a", nested(std::move(out))}, {"b", nested(std::move(parts[i]))}});
    return out;
}

Message feature_title(const Ruleset& rules, const ScoreEvent& e) {
    if (!e.title.empty()) return e.title;
    const bool unfinished = e.final_scoring && !e.complete && e.kind != FeatureKind::Field;
    MessageArg kind{"Kind", arg::Word{capitalised_kind(e.kind)}};
    if (static_cast<int>(e.kind) >= kBuiltinFeatureKinds && rules.catalog) {  // a declared kind: its own noun
        std::string noun(rules.catalog->kind_noun(e.kind));
        if (!noun.empty() && noun[0] >= 'a' && noun[0] <= 'z') noun[0] = static_cast<char>(noun[0] - 'a' + 'A');
        kind.value = arg::Text{noun};
    }
    return Message(unfinished ? "{Kind} (unfinished)" : "{Kind}", {std::move(kind)});
}

}  // namespace

std::string_view capitalised_kind(FeatureKind k) {
    switch (k) {
    case FeatureKind::Road: return "Road";
    case FeatureKind::City: return "City";
    case FeatureKind::Field: return "Field";
    case FeatureKind::Monastery: return "Monastery";
    case FeatureKind::Garden: return "Garden";
    case FeatureKind::River: return "River";
    }
    return "Feature";
}

Message breakdown_message(const ScoreEvent& e) {
    // A term after the first that takes points away (the witch's half) reads "− 2 points …", not
    // "+ -2 points …"; a first one keeps its sign ("1 follower held by Vodyanoy × -2").
    std::optional<Message> terms;
    for (const ScoreTerm& t : e.terms) {
        const bool takes = terms && t.value() < 0;
        ScoreTerm shown = t;
        if (takes) (shown.count < 0 ? shown.count : shown.each) *= -1;
        Message term = term_message(shown);
        if (!terms)
            terms = std::move(term);
        else
            terms = Message(takes ? "{a} − {b}" : "{a} + {b}", {{"a", nested(std::move(*terms))}, {"b", nested(std::move(term))}});
    }
    if (!terms) terms = Message("0");
    return Message("{terms} = {total}", {{"terms", nested(std::move(*terms))}, {"total", e.base_points()}});
}

std::string breakdown(const ScoreEvent& e) { return format(nullptr, breakdown_message(e)); }

Message explain(const Ruleset& rules, const ScoreEvent& e) {
    std::vector<Message> notes;
    for (const Message& n : e.notes) notes.push_back(Message(" ({note})", {{"note", nested(n)}}));
    Message head("{title}, {sum}{notes}", {{"title", nested(feature_title(rules, e))},
                                           {"sum", nested(breakdown_message(e))},
                                           {"notes", nested(join(std::move(notes), "{a}{b}"))}});
    if (e.awards.empty()) return Message("{head} — nobody", {{"head", nested(std::move(head))}});
    std::vector<Message> awards;
    for (const Award& a : e.awards) {
        if (a.bonus.empty()) {
            awards.push_back(Message("{player}", {{"player", arg::Player{a.player}}}));
            continue;
        }
        std::vector<Message> bonus;
        for (const ScoreTerm& t : a.bonus) bonus.push_back(Message(" + {term}", {{"term", nested(term_message(t))}}));
        awards.push_back(Message("{player}{bonus} = {points}", {{"player", arg::Player{a.player}},
                                                                  {"bonus", nested(join(std::move(bonus), "{a}{b}"))},
                                                                  {"points", a.points}}));
    }
    return Message("{head} — {awards}", {{"head", nested(std::move(head))}, {"awards", nested(join(std::move(awards), "{a}, {b}"))}});
}

std::string describe(const Ruleset& rules, const ScoreEvent& e) { return format(rules, explain(rules, e)); }

Message explain(const Ruleset& rules, const Event& ev) {
    return std::visit(
        [&](const auto& e) -> Message {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, TurnStarted>)
                return Message(e.bonus ? "Turn {turn}: {player} (second tile)" : "Turn {turn}: {player}",
                               {{"turn", e.turn}, {"player", arg::Player{e.player}}});
            else if constexpr (std::is_same_v<T, TileDrawn>)
                return Message("{player} draws {tile}", {{"player", arg::Player{e.player}}, {"tile", arg::Text{rules.tiles[e.tile].id}}});
            else if constexpr (std::is_same_v<T, TileDiscarded>)
                return Message("{tile} fits nowhere and leaves the game", {{"tile", arg::Text{rules.tiles[e.tile].id}}});
            else if constexpr (std::is_same_v<T, TilePlaced>)
                return Message(e.player < 0 ? "Start places {tile} at {pos} turned {degrees}°"
                                            : "{player} places {tile} at {pos} turned {degrees}°",
                               {{"player", arg::Player{e.player}},
                                {"tile", arg::Text{rules.tiles[e.tile].id}},
                                {"pos", arg::Square{e.pos}},
                                {"degrees", e.rotation * 90}});
            else if constexpr (std::is_same_v<T, FigureDeployed>)
                return Message("{player} deploys {figure} at {pos}", {{"player", arg::Player{e.player}},
                                                                      {"figure", arg::Figure{e.figure, true}},
                                                                      {"pos", arg::Square{e.feature.pos}}});
            else if constexpr (std::is_same_v<T, FigureReturned>) {
                if (e.player < 0)
                    return Message("The {figure} leaves the board", {{"figure", arg::Figure{e.figure}}});
                return Message("{player}'s {figure} returns from {pos}", {{"player", arg::Player{e.player}},
                                                                         {"figure", arg::Figure{e.figure}},
                                                                         {"pos", arg::Square{e.feature.pos}}});
            } else if constexpr (std::is_same_v<T, ScoreEvent>)
                return explain(rules, e);
            else if constexpr (std::is_same_v<T, FinalScoringStarted>)
                return Message("Final scoring");
            else if constexpr (std::is_same_v<T, TokensTaken>)
                return Message(e.count == 1 ? "{player} takes {count} {token} token" : "{player} takes {count} {token} tokens",
                               {{"player", arg::Player{e.player}},
                                {"count", e.count},
                                {"token", arg::Text{rules.tokens[static_cast<size_t>(e.token)]}}});
            else if constexpr (std::is_same_v<T, GameEnded>) {
                std::vector<Message> names;
                for (int w : e.winners) names.push_back(Message("{player}", {{"player", arg::Player{w}}}));
                if (names.size() == 1) return Message("Game over: {winner} wins", {{"winner", nested(names[0])}});
                Message last = names.back();
                names.pop_back();
                return Message("Game over: {others} and {last} share the victory",
                               {{"others", nested(join(std::move(names), "{a}, {b}"))}, {"last", nested(std::move(last))}});
            } else if constexpr (std::is_same_v<T, ModuleEvent>)
                return e.message;
            return Message("");
        },
        ev);
}

std::string describe(const Ruleset& rules, const Event& ev) { return format(rules, explain(rules, ev)); }

std::string location_name(const TileType& type, int rotation, int local) {
    const FeatureType& f = type.features[static_cast<size_t>(local)];
    if (touches_sides(f.kind)) return side_mask_name(rotate_sides(f.sides, rotation));
    if (f.kind == FeatureKind::Field && f.halves) return half_mask_name(rotate_halves(f.halves, rotation));
    // The middle of the tile (monastery, garden, inner field): "I", and "II" for a second one of
    // the same kind (AM/CCcc+ has two inner fields), as JCloisterZone names them.
    std::string name = "I";
    for (int l = 0; l < local; ++l) {
        const FeatureType& g = type.features[static_cast<size_t>(l)];
        if (g.kind == f.kind && !touches_sides(g.kind) && !g.halves) name += 'I';
    }
    return name;
}

std::string location_name(const Ruleset& rules, const GameState& state, int tile, int local) {
    const PlacedTile& t = state.board.tile(tile);
    const TileType& type = rules.tiles[t.type];
    const AddedFeature* a = added_feature_at(state, tile, local);
    if (!a) return location_name(type, t.rotation, local);
    // An added feature is named by where it lies, as a feature of the type would be (a bridge
    // across W and E: "WE"); one in the middle counts those of its kind before it, the type's too.
    if (touches_sides(a->kind)) return side_mask_name(a->sides);
    if (a->kind == FeatureKind::Field && a->halves) return half_mask_name(a->halves);
    std::string name = "I";
    for (const FeatureType& g : type.features)
        if (g.kind == a->kind && !touches_sides(g.kind) && !g.halves) name += 'I';
    for (const AddedFeature& b : state.added)
        if (b.tile == tile && b.local < a->local && b.kind == a->kind && !touches_sides(b.kind) && !b.halves) name += 'I';
    return name;
}

int find_feature(const Ruleset& rules, const GameState& state, Pos pos, FeatureKind kind, std::string_view location) {
    const int tile = state.board.tile_index(pos);
    if (tile < 0) return -1;
    const TileType& type = rules.tiles[state.board.tile(tile).type];
    // By its kind now (a city made a castle is a castle) and where it lies, which its kind when
    // it was laid tells (sides, half-edges or the middle), whatever it became since.
    const int count = feature_count_at(rules, state, tile);
    for (int l = 0; l < count; ++l) {
        if (kind_at(state, tile, l) != kind) continue;
        const AddedFeature* a = added_feature_at(state, tile, l);
        const FeatureKind laid = a ? a->kind : type.features[static_cast<size_t>(l)].kind;
        const HalfMask halves = laid == FeatureKind::Field ? halves_at(rules, state, tile, l) : HalfMask{0};
        if (touches_sides(laid)) {
            auto m = parse_side_mask(location);
            if (m && *m == sides_at(rules, state, tile, l)) return l;
        } else if (halves) {
            auto m = parse_half_mask(location);
            if (m && *m == halves) return l;
        } else if (location.empty() || location == location_name(rules, state, tile, l)) {
            return l;
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

Message explain_figure(const Ruleset& rules, const GameState& state, const Figure& f) {
    const bool neutral = f.owner < 0;
    switch (f.where) {
    case FigureWhere::OnFeature: {
        const PlacedTile& t = state.board.tile(f.tile);
        std::vector<MessageArg> args = {{"player", arg::Player{f.owner}},
                                        {"figure", arg::Figure{f.kind}},
                                        {"kind", arg::Kind{state.features.node(f.node).kind}},
                                        {"location", arg::Text{location_name(rules, state, f.tile, f.local)}},
                                        {"pos", arg::Square{t.pos}}};
        return Message(neutral ? "the {figure} on the {kind} {location} at {pos}"
                               : "{player}'s {figure} on the {kind} {location} at {pos}",
                       std::move(args));
    }
    case FigureWhere::OnCorner:
        return Message(neutral ? "the {figure} at the north-west corner of {pos}"
                               : "{player}'s {figure} at the north-west corner of {pos}",
                       {{"player", arg::Player{f.owner}}, {"figure", arg::Figure{f.kind}}, {"pos", arg::Square{state.board.tile(f.tile).pos}}});
    case FigureWhere::OnTile:
        return Message(neutral ? "the {figure} at {pos}" : "{player}'s {figure} at {pos}",
                       {{"player", arg::Player{f.owner}}, {"figure", arg::Figure{f.kind}}, {"pos", arg::Square{state.board.tile(f.tile).pos}}});
    case FigureWhere::InPlace: {
        const std::string place = f.place >= 0 && static_cast<size_t>(f.place) < rules.places.size()
                                      ? rules.places[static_cast<size_t>(f.place)].name
                                      : "?";
        return Message(neutral ? "the {figure} in the {place}" : "{player}'s {figure} in the {place}",
                       {{"player", arg::Player{f.owner}}, {"figure", arg::Figure{f.kind}}, {"place", arg::Text{place}}});
    }
    }
    return Message("?");
}

Message explain(const Ruleset& rules, const GameState& state, const Action& action) {
    if (!action.def) return Message("nothing");
    return action.def->describe(rules, state, action);
}

std::string describe(const Ruleset& rules, const GameState& state, const Action& action) {
    return format(rules, explain(rules, state, action));
}

}  // namespace carc
