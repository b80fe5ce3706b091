// Export of our games as JCloisterZone saved games (.jcz). The game is replayed first, so the file
// describes what actually happened: the tile drawn each turn, the figures that came home (their
// meeple numbers are reused lowest first, as JCZ does), whether a turn had a figure step as JCZ
// sees it (JCZ writes PASS only then). gameAnnotations.drawOrder fixes JCZ's draws to ours,
// discarded tiles included, followed by the rest of our pile in the order our engine would draw it
// and "#END", so that a game exported in the middle goes on with the same tiles and every game
// ends where ours ends. Our seed rides along in
// gameAnnotations.carcassonne, so that re-importing gives back our exact setup and state digest.
#include <chrono>
#include <ctime>
#include <map>
#include <optional>
#include <set>

#include <nlohmann/json.hpp>

#include "carc/engine.hpp"
#include "data/jcz.hpp"
#include "carc/module.hpp"
#include "mapping.hpp"

namespace carc {

namespace {

using ojson = nlohmann::ordered_json;

struct Refused : std::runtime_error {
    using std::runtime_error::runtime_error;
};
[[noreturn]] void refuse(const std::string& what) { throw Refused(what); }

using jcz::in_quotes;

std::string now_iso() {
    const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S.000Z", &tm);
    return buf;
}

bool selected_set_of(const Ruleset& rules, const ExpansionDef& e) {
    for (const TileSetDef& s : e.sets)
        for (const std::string& id : rules.tile_set_ids)
            if (id == s.id) return true;
    return false;
}

// The kinds of tile the game's sets hold.
std::vector<const TileDef*> tiles_of_game(const Ruleset& rules) {
    std::set<TileTypeId> types(rules.tile_set.begin(), rules.tile_set.end());
    std::vector<const TileDef*> out;
    for (TileTypeId t : types)
        if (rules.tiles[t].def) out.push_back(rules.tiles[t].def);
    return out;
}

// Whether JCZ's setup can say what option `option` of `e` says: through a tile set that it
// selects, an element, a figure an element switches, or a rule a codec declares (which says itself
// which values JCZ has: rules_json).
bool option_represented(const ExpansionDef& e, const std::string& option,
                        const std::vector<jcz::DeclaredRule>& declared) {
    for (const TileSetDef& s : e.sets)
        if (s.when.count(option)) return true;
    for (const JczElement& row : jcz::element_rows()) {
        if (row.expansion != e.id) continue;
        if (row.use == jcz::ElementUse::Switch && row.target == option) return true;
        if (row.use == jcz::ElementUse::Figure)
            for (const FigureDef& f : e.figures)
                if (f.id == row.target && f.when.count(option)) return true;
    }
    for (const jcz::DeclaredRule& d : declared)
        if (d.expansion == &e && d.rule.option == option) return true;
    return false;
}

// setup.rules: every declared rule of the game's expansions whose value differs from JCZ's default
// (JCZ's client reads a missing rule as its default); an option value JCZ has no reading for is refused.
ojson rules_json(const Ruleset& rules, const std::vector<jcz::DeclaredRule>& declared) {
    ojson out = ojson::object();
    for (const jcz::DeclaredRule& d : declared) {
        if (!rules.has(d.expansion->id)) continue;
        const std::string ours = d.rule.option.empty() ? "" : rules.option(d.expansion->id + "." + std::string(d.rule.option));
        const std::optional<std::string> value = jcz::rule_to_jcz(d.rule, ours);
        if (!value) {
            std::string name(d.rule.option);
            for (const OptionDef& o : d.expansion->options)
                if (o.id == d.rule.option) name = o.name;
            std::string theirs;
            for (const JczRuleValue& v : d.rule.values)
                if (theirs.find(in_quotes(v.jcz)) == std::string::npos) theirs += (theirs.empty() ? "" : ", ") + in_quotes(v.jcz);
            refuse(d.expansion->name + " option " + in_quotes(name) + " = " + in_quotes(ours) +
                   " has no JCloisterZone counterpart (" + jcz::rule_name(d.rule) + " knows " + theirs + ")");
        }
        if (d.rule.rule.empty() || *value == d.rule.jcz_default) continue;
        // JCZ's yes-or-no rules are JSON booleans ("tunnelize-other-expansions": false).
        if (*value == "true" || *value == "false")
            out[std::string(d.rule.rule)] = *value == "true";
        else
            out[std::string(d.rule.rule)] = *value;
    }
    return out;
}

ojson setup_json(const Ruleset& rules, const GameState& start) {
    const std::vector<jcz::DeclaredRule> declared = jcz::declared_rules(*rules.catalog);
    ojson setup = ojson::object();
    ojson sets = ojson::object();
    for (const std::string& id : rules.tile_set_ids) sets[id] = 1;
    setup["sets"] = sets;

    for (const ExpansionDef* e : rules.expansions)
        for (const OptionDef& o : e->options) {
            const std::string& value = rules.option(e->id + "." + o.id);
            if (value != o.default_value && !option_represented(*e, o.id, declared))
                refuse(e->name + " option " + in_quotes(o.name) + " = " + in_quotes(value) + " has no JCloisterZone counterpart");
        }
    for (const FigureDef& f : rules.figures) {
        if (f.neutral) continue;  // the dragon, the fairy: JCZ's neutral figures need no element of their own
        bool has_element = false;
        for (const JczElement& row : jcz::element_rows())
            has_element |= row.use == jcz::ElementUse::Figure && row.target == f.id;
        if (!has_element || !jcz::meeple_by_figure(f.id)) refuse("the " + f.name + " has no JCloisterZone counterpart");
    }

    ojson elements = ojson::object();
    std::set<std::string> expansions_with_rows;
    for (const JczElement& row : jcz::element_rows()) {
        const std::string exp(row.expansion);
        if (!rules.has(exp)) continue;
        expansions_with_rows.insert(exp);
        const std::string key(row.element);
        switch (row.use) {
        case jcz::ElementUse::Figure: {
            const int f = rules.figure(row.target);
            if (f >= 0) elements[key] = rules.figures[static_cast<size_t>(f)].count;
            break;
        }
        case jcz::ElementUse::Switch:
            if (rules.option_on(exp + "." + std::string(row.target))) {
                if (row.value == jcz::ElementValue::One)
                    elements[key] = 1;  // JCZ counts some switches ("abbey": 1 tile each)
                else
                    elements[key] = true;
            }
            break;
        case jcz::ElementUse::Part: {
            // With the expansion's tiles, or on other tiles of the game without them (River II's
            // inn and pig herd act with Inns & Cathedrals and Traders & Builders in the game).
            const ExpansionDef* e = rules.catalog->find_expansion(exp);
            if (e && (e->sets.empty() || selected_set_of(rules, *e) ||
                      (!row.target.empty() && jcz::tile_carrying(*rules.catalog, tiles_of_game(rules), row.target)))) {
                if (row.value == jcz::ElementValue::One)
                    elements[key] = 1;
                else
                    elements[key] = true;
            }
            break;
        }
        }
    }
    for (const ExpansionDef* e : rules.expansions)
        if (!expansions_with_rows.count(e->id) && !selected_set_of(rules, *e))
            refuse(e->name + " has no JCloisterZone counterpart");
    setup["elements"] = elements;

    setup["rules"] = rules_json(rules, declared);
    setup["timer"] = nullptr;
    ojson st = ojson::array();
    for (const PlacedTile& t : start.board.tiles())
        st.push_back({{"tile", rules.tiles[t.type].id}, {"x", t.pos.x}, {"y", t.pos.y}, {"rotation", t.rotation * 90}});
    setup["start"] = st;
    setup["options"] = ojson::object();
    return setup;
}

ojson players_json(const Ruleset& rules) {
    ojson players = ojson::array();
    std::set<int> used;
    for (int p = 0; p < rules.player_count(); ++p) {
        int slot = jcz::slot_of_colour(rules.setup.players[static_cast<size_t>(p)].color, p);
        while (used.count(slot)) slot = (slot + 1) % 9;  // JCZ has nine colour slots
        used.insert(slot);
        players.push_back({{"name", rules.setup.players[static_cast<size_t>(p)].name}, {"slot", slot}});
    }
    return players;
}

ojson position(Pos p) { return ojson::array({p.x, p.y}); }

ojson message(const std::string& type, ojson payload, int player) {
    return {{"type", type}, {"payload", std::move(payload)}, {"player", player}, {"clock", 0}};
}

ojson feature_pointer(const Ruleset& rules, const GameState& state, Pos pos, int local) {
    const int tile = state.board.tile_index(pos);
    if (tile < 0) refuse("a figure action names an empty cell");
    return {{"position", position(pos)},
            {"feature", std::string(jcz::feature_to_jcz(*rules.catalog, kind_at(state, tile, local)))},
            {"location", jcz::location_to_jcz(rules, state, pos, local)}};
}

// The codec of the module that declares the action, if it has one.
const JczCodec* codec_of(const Ruleset& rules, const Action& action) {
    for (const Module* m : rules.modules)
        for (const ActionDef* d : m->action_defs())
            if (d == action.def) return find_jcz_codec(m->id());
    return nullptr;
}

// Whether a module's action is JCZ's PLACE_TILE of a tile from a player's supply (the codec says).
bool module_places_tile(const Ruleset& rules, const Action& action) {
    const JczCodec* codec = codec_of(rules, action);
    return codec && codec->places_tile(action);
}

// Whether a module's action is JCZ's PLACE_TILE of the drawn tile (with a bridge: the codec says).
bool module_places_drawn_tile(const Ruleset& rules, const Action& action) {
    const JczCodec* codec = codec_of(rules, action);
    return codec && codec->places_drawn_tile(action);
}

bool module_writes_pass(const Ruleset& rules, const GameState& state) {
    for (const JczCodec* codec : jcz_codecs_in(rules))
        if (codec->writes_pass(rules, state)) return true;
    return false;
}

// The number JCZ's message for `action` must set ("random") so that JCZ draws what our action drew
// from a source of chance (JczCodec::random_setting), or nothing.
std::optional<double> module_random_setting(const Ruleset& rules, const GameState& before, const GameState& after,
                                            const Action& action) {
    for (const JczCodec* codec : jcz_codecs_in(rules))
        if (auto r = codec->random_setting(rules, before, after, action)) return r;
    return std::nullopt;
}

bool module_asks_before_tile(const Ruleset& rules, const GameState& state) {
    for (const JczCodec* codec : jcz_codecs_in(rules))
        if (codec->asks_before_tile(rules, state)) return true;
    return false;
}

// The number the COMMIT of the action's turn part must set (JczCodec::commit_random_setting), or nothing.
std::optional<double> module_commit_random_setting(const Ruleset& rules, const GameState& before, const GameState& after,
                                                   const Action& action) {
    for (const JczCodec* codec : jcz_codecs_in(rules))
        if (auto r = codec->commit_random_setting(rules, before, after, action)) return r;
    return std::nullopt;
}

bool module_confirms(const Ruleset& rules, const GameState& before, const GameState& after, const Action& action) {
    for (const JczCodec* codec : jcz_codecs_in(rules))
        if (codec->confirms(rules, before, after, action)) return true;
    return false;
}

// JCZ's turn protocol (docs/jcz.md, "The order of the messages"). Its phases run: the abbey (asked
// before the tile), the tile, the action and what belongs to it (the tower's capture, the dragon
// when it flies before the scoring), then the COMMIT that ends the action phase, then the City's
// moves out, the scoring, the wagons' moves, a meeple into the City and the Count, the dragon
// when it flies after the scoring; once the pile is empty, the abbeys left, the City's final moves.
// Our steps after find_completed are those that come after that COMMIT.
bool after_jcz_commit(const Ruleset& rules, const GameState& state) {
    if (state.phase == Phase::GameOver) return true;
    if (state.phase == Phase::PlaceTile) return false;
    return state.step > rules.turn.index_of(steps::find_completed);
}
bool in_end_steps(const Ruleset& rules, const GameState& state) {
    return state.phase == Phase::GameOver || state.step >= rules.turn.end_index();
}

ojson replay_json(const Replay& r, const GameRecord& game) {
    const Ruleset& rules = r.rules;
    ojson replay = ojson::array();
    JczMeepleIds ids;
    bool committed = true;   // the COMMIT of the current turn part is written (none before the first tile)
    bool end_asked = false;  // JCZ's questions once the pile is empty are written
    int turn_player = 0;     // whose turn part it is
    size_t last_commit = 0;  // the index in `replay` of the turn part's COMMIT, once written
    std::optional<double> commit_random;  // what the turn part's COMMIT must set (commit_random_setting)
    // The message whose "random" makes JCZ draw the last outcome our actions drew (none yet).
    size_t numbered_message = static_cast<size_t>(-1);
    const auto commit = [&](int by) {
        replay.push_back(message("COMMIT", {{"random", commit_random.value_or(0.0)}}, by));
        last_commit = replay.size() - 1;
        commit_random.reset();
        committed = true;
    };
    for (size_t i = 0; i + 1 < r.states.size(); ++i) {
        const GameState& before = *r.states[i];
        const GameState& after = *r.states[i + 1];
        const int player = before.acting_player;  // who acts: a wagon or a dragon step may be another's
        // The replay applied this very action, so it resolves.
        auto resolved = resolve_action(rules, before, game.actions[i]);
        if (!resolved) refuse("action " + std::to_string(i + 1) + ": " + resolved.error());
        const Action& action = *resolved;
        for (const JczCodec* codec : jcz_codecs_in(rules))
            if (auto why = codec->refusal(rules, before, action)) refuse("action " + std::to_string(i + 1) + ": " + *why);
        // JCZ's COMMIT ends the action phase: whatever our later steps do comes after it.
        if (!committed && after_jcz_commit(rules, before)) commit(turn_player);
        // JCZ asks for the abbey before the tile; declining it is a PASS, and a COMMIT draws the tile.
        if ((is_place(action) || module_places_drawn_tile(rules, action)) && module_asks_before_tile(rules, before)) {
            replay.push_back(message("PASS", ojson::object(), player));
            replay.push_back(message("COMMIT", {{"random", 0.0}}, player));
        }
        if (is_place(action) || module_places_tile(rules, action)) {
            committed = false;
            turn_player = before.current_player;
        }
        // JCZ's draws after the COMMIT of this turn part: that COMMIT sets the number they start from.
        if (auto random = module_commit_random_setting(rules, before, after, action)) {
            if (committed && !replay.empty() && last_commit < replay.size())
                replay[last_commit]["payload"]["random"] = *random;
            else
                commit_random = random;
        }
        if (is_place(action)) {
            replay.push_back(message("PLACE_TILE",
                                     {{"tileId", rules.tiles[before.drawn].id},
                                      {"rotation", rotation_name(action.rotation)},
                                      {"position", position(action.pos)}},
                                     player));
        } else if (is_pass(action) || jcz::jcz_refuses(rules, before, action)) {
            // JCZ records the figure step only when it offers something: a PASS there, nothing
            // when its only choices would be ones JCZ refuses (a builder on a feature the tile
            // completes, which changes nothing in our game either).
            // A module's step: when JCZ asks there too (the tower's capture, the wagon's move, the
            // City's steps), its codec says so.
            if (jcz::jcz_figure_step_has_choice(rules, before) || module_writes_pass(rules, before))
                replay.push_back(message("PASS", ojson::object(), player));
        } else if (is_deploy(action)) {
            const FigureDef& fig = rules.figures[static_cast<size_t>(action.figure)];
            const JczMeepleKind* row = jcz::meeple_by_figure(fig.id);
            if (!row) refuse("the " + fig.name + " has no JCloisterZone counterpart");
            // A declared feature JCZ lets only some meeples stand on (the tower: its small and big
            // followers, as our Tower does): a guard, should a figure ever differ.
            if (const int t = before.board.tile_index(action.pos); t >= 0)
                if (const JczDeclaredFeature* on =
                        jcz::declared_feature_of(*rules.catalog, kind_at(before, t, action.feature));
                    on && !on->stands(row->kind) && (row->stands_as.empty() || !on->stands(row->stands_as)))
                    refuse("action " + std::to_string(i + 1) + ": a " + fig.name + " on a " + std::string(on->kind) +
                           " has no JCloisterZone counterpart (JCZ puts only " + std::string(on->meeple_words) + " there)");
            const std::string id = ids.deploy(player, row->kind, action.pos, action.feature);
            replay.push_back(message(
                "DEPLOY_MEEPLE",
                {{"pointer", feature_pointer(rules, before, action.pos, action.feature)}, {"meepleId", id}}, player));
        } else if (action.def->id() == "return") {
            const FigureDef& fig = rules.figures[static_cast<size_t>(action.figure)];
            const JczReturnSource* row = nullptr;
            for (const JczReturnSource& rr : jcz::return_rows())
                if (rr.figure == fig.id) row = &rr;
            if (!row) refuse("taking back a " + fig.name + " has no JCloisterZone counterpart");
            // JCZ 5 writes a meeple pointer as a feature pointer and the meeple's id.
            ojson ptr = {{"featurePointer", feature_pointer(rules, before, action.pos, action.feature)},
                         {"meepleId", ids.id_at(action.pos, action.feature)}};
            replay.push_back(message(
                "RETURN_MEEPLE", {{"pointer", ptr}, {"source", std::string(row->source)}}, player));
        } else if (const JczCodec* codec = codec_of(rules, action)) {
            auto written = codec->write(rules, before, action, ids);
            if (!written) refuse("action " + std::to_string(i + 1) + ": " + written.error());
            replay.push_back(message(written->first, std::move(written->second), before.acting_player));
        } else {
            refuse("action " + std::to_string(i + 1) + " (" + describe(rules, before, action) +
                   ") has no JCloisterZone counterpart");
        }
        // What our action drew (a shepherd's token, the flier's die): JCZ draws it with the number
        // the message it read last sets (jcz::sets_random), so the number goes there. That is the
        // action's own message (the FLOCK that grows, the flier's DEPLOY_MEEPLE) or one before it
        // when our draw comes in a later action than JCZ's number: a shepherd deployed on a lake
        // tile draws after the ferry's PLACE_TOKEN, which sets none, in both programs.
        if (auto random = module_random_setting(rules, before, after, action)) {
            size_t at = replay.size();
            while (at > 0 && !jcz::sets_random(rules, replay[at - 1]["type"].get<std::string>())) --at;
            if (at == 0 || at - 1 == numbered_message)
                refuse("action " + std::to_string(i + 1) + " (" + describe(rules, before, action) +
                       "): JCloisterZone would draw with the number of a message that set an earlier draw already");
            numbered_message = at - 1;
            replay[numbered_message]["payload"]["random"] = *random;
        }
        // What the action did to the ids of figures off the board, and JCZ's records of choices
        // our engine made by itself (JczCodec::after_export).
        for (const JczCodec* codec : jcz_codecs_in(rules))
            for (auto& [type, payload] : codec->after_export(rules, before, after, action, ids))
                replay.push_back(message(type, std::move(payload), player));
        for (const Event& e : r.events[i + 1])
            if (const auto* fr = std::get_if<FigureReturned>(&e)) ids.returned(fr->feature.pos, fr->feature.local);
        if (module_confirms(rules, before, after, action)) replay.push_back(message("COMMIT", {{"random", 0.0}}, player));
        // The turn part is over (the next tile, or a step before it opening the next turn, or the
        // end): its COMMIT, if no later step wrote it.
        if (!committed && (after.phase == Phase::PlaceTile || jcz::in_step_before_tile(rules, after) || in_end_steps(rules, after)))
            commit(turn_player);
        // Once the pile is empty JCZ asks again (the abbeys left) before the City's final moves.
        if (!end_asked && in_end_steps(rules, after)) {
            end_asked = true;
            for (const JczCodec* codec : jcz_codecs_in(rules))
                for (int p : codec->asks_at_the_end(rules, after, turn_player))
                    replay.push_back(message("PASS", ojson::object(), p));
        }
    }
    return replay;
}

std::string hex_digest(const std::string& s) {
    uint64_t a = 0xcbf29ce484222325ull, b = 0x84222325cbf29ce4ull;
    for (unsigned char c : s) {
        a = (a ^ c) * 0x100000001b3ull;
        b = (b ^ c) * 0x100000001b3ull + 1;
    }
    static const char* hex = "0123456789abcdef";
    std::string out;
    for (uint64_t v : {a, b})
        for (int i = 15; i >= 0; --i) out += hex[(v >> (4 * i)) & 0xF];
    return out;
}

bool one_word(const std::string& name) {
    if (name.empty()) return false;
    for (char c : name)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
    return true;
}

// The tiles taken out of the pile without being drawn (one under each hill), in the order taken:
// a state whose pile holds one tile fewer than the state before, the last tile of the fixed order
// gone. JCZ's draw order cannot carry them: a draw order that ends with "#END" ends the game
// when it runs out and JCZ counts the tiles under hills only off the rest of its pack
// (ForcedDrawTilePack.size, TilePack.hiddenUnderHills), so a tile written into it is drawn.
std::vector<TileTypeId> tiles_taken_out_of_pile(const Replay& replay) {
    std::vector<TileTypeId> out;
    for (size_t i = 1; i < replay.states.size(); ++i) {
        const DrawPile& before = replay.states[i - 1]->pile;
        const std::vector<TileTypeId>& after = replay.states[i]->pile.tiles;
        if (after.size() + 1 != before.tiles.size()) continue;
        size_t j = 0;
        while (j < after.size() && after[j] == before.tiles[j]) ++j;
        // A hill takes the last of a fixed order, beyond every draw (a tile drawn and set aside
        // leaves from the draw's place).
        if (j + 1 == before.tiles.size() && j >= replay.states[i]->pile.next) out.push_back(before.tiles[j]);
    }
    return out;
}

// The game's options that JCZ plays by a looser reading, in words: those a codec's rule writes as
// the JCZ value of another of our values, which is how the read-back plays them (JczRule::values):
// `Abbey & Mayor option "Wagon's reach" = "Connected, on its tile or one beside it" plays in
// JCloisterZone as "Anything on the nine tiles around it"`. Empty when there is none.
std::string looser_readings(const Ruleset& rules) {
    std::string out;
    for (const jcz::DeclaredRule& d : jcz::declared_rules(*rules.catalog)) {
        if (!rules.has(d.expansion->id) || d.rule.option.empty()) continue;
        const std::string ours = rules.option(d.expansion->id + "." + std::string(d.rule.option));
        const std::optional<std::string> theirs = jcz::rule_to_jcz(d.rule, ours);
        const std::optional<std::string> read = theirs ? jcz::rule_from_jcz(d.rule, *theirs) : std::nullopt;
        if (!read || *read == ours) continue;
        const OptionDef* option = nullptr;
        for (const OptionDef& o : d.expansion->options)
            if (o.id == d.rule.option) option = &o;
        if (!option) continue;
        const auto label = [&](const std::string& value) {
            for (const auto& [v, l] : option->choices)
                if (v == value) return l;
            return value;
        };
        out += (out.empty() ? "" : "; ") + d.expansion->name + " option " + in_quotes(option->name) + " = " +
               in_quotes(label(ours)) + " plays in JCloisterZone as " + in_quotes(label(*read));
    }
    return out;
}

// Where the read-back game's last state differs from ours, in words; "" when it is the same.
// The same game is the same final state after as many moves. Both are taken past the steps JCZ
// asks nothing in (jcz::jcz_pass_unasked_steps): JCZ has no position in them, so a game that
// stops in one (a ransom not paid, our last pass not written) is the same JCZ position as the game
// past it. A read-back with more moves took a message as the answer to a question ours did not
// ask (a wagon's move C2 offers: the PASS that declines the next abbey), which JCZ would do too.
std::string end_difference(const Replay& ours, const Replay& back) {
    size_t ours_moves = ours.states.size() - 1, back_moves = back.states.size() - 1;
    const Snapshot ours_past = jcz::jcz_pass_unasked_steps(ours.rules, ours.states.back(), true, &ours_moves);
    const Snapshot back_past = jcz::jcz_pass_unasked_steps(back.rules, back.states.back(), true, &back_moves);
    const GameState& a = *ours_past;
    const GameState& b = *back_past;
    if (state_digest(a) == state_digest(b)) {
        if (ours_moves == back_moves) return "";
        return "read back, the file makes " + std::to_string(back_moves) + " moves, ours " + std::to_string(ours_moves) +
               ": a message answers a question JCloisterZone asks where ours asked none";
    }
    const auto where = [](const Ruleset& rules, const GameState& s) {
        return s.phase == Phase::GameOver ? std::string("the game is over") : "\"" + format(rules, prompt(rules, s)) + "\"";
    };
    if (a.phase != b.phase || a.step != b.step || a.acting_player != b.acting_player)
        return "read back, the file stops at " + where(back.rules, b) + ", ours at " + where(ours.rules, a);
    std::string scores;
    for (size_t p = 0; p < a.players.size() && p < b.players.size(); ++p)
        scores += (p ? ", " : "") + ours.rules.setup.players[p].name + " " + std::to_string(b.players[p].score) +
                  " (ours " + std::to_string(a.players[p].score) + ")";
    return "read back, the file ends in another state: " + scores;
}

}  // namespace

Result<std::string> export_jcz(const Catalog& catalog, const GameRecord& game, const JczExportOptions& options) {
    auto replay = replay_game(catalog, game);
    if (!replay) return error("the game does not replay: " + replay.error());
    const Ruleset& rules = replay->rules;
    const GameState& last = *replay->states.back();
    try {
        ojson setup = setup_json(rules, *replay->states.front());
        ojson players = players_json(rules);
        ojson messages = replay_json(*replay, game);

        const std::vector<TileTypeId> order = draw_sequence(last);
        for (const JczCodec* codec : jcz_codecs_in(rules))
            if (auto why = codec->draw_refusal(rules, order)) return error(*why);
        // JCZ draws the draw order out of its tile sets: it cannot draw more copies than they hold.
        std::map<TileTypeId, int> have, need;
        for (TileTypeId t : rules.tile_set) ++have[t];
        for (TileTypeId t : order) ++need[t];
        for (const PlacedTile& t : replay->states.front()->board.tiles()) ++need[t.type];
        for (auto& [t, n] : need)
            if (n > have[t])
                return error("the game uses " + std::to_string(n) + " × " + rules.tiles[t].id +
                             " (start tiles included), but its tile sets hold " + std::to_string(have[t]) +
                             ": JCloisterZone draws from the tile sets");
        ojson annotations = ojson::object();
        ojson draw = ojson::array();
        for (TileTypeId t : order) draw.push_back(rules.tiles[t].id);
        // JCZ ends the game when a draw order that ends with "#END" runs out; without it JCZ would
        // draw on from its own pack, which need not be ours (a River game: JCZ shuffles the base
        // start tile in, ours leaves it in the box; a scenario's short draw order).
        draw.push_back(std::string(jcz::kEndOfDrawOrder));
        annotations["drawOrder"] = draw;
        // Ours, for the way back: JCZ keeps gameAnnotations as they are.
        annotations["carcassonne"] = {{"seed", std::to_string(game.setup.seed)}};
        // Drawn by our seed, not in a fixed order: the importer replays with the seed, and every
        // placement is checked against our draw (P&D's set-aside dragon tiles make the order
        // depend on the play, so it cannot be compared before the replay).
        if (!game.setup.draw_order) annotations["carcassonne"]["shuffled"] = true;
        // A fixed order's tiles under hills, for the way back: the importer puts them after the
        // draw order, where our hills take them (the last of the order), so that JCZ's draws and
        // ours are the same and each hill covers the same tile as here.
        if (game.setup.draw_order) {
            ojson taken = ojson::array();
            for (TileTypeId t : tiles_taken_out_of_pile(*replay)) taken.push_back(rules.tiles[t].id);
            if (!taken.empty()) annotations["carcassonne"]["out_of_play"] = taken;
        }
        // A game begun in a save of version 2 or older keeps its options' older readings on the
        // way back (the Tower's ransom step: OptionDef::older_saves).
        if (game.setup.older_save) annotations["carcassonne"]["older_save"] = true;

        ojson doc = ojson::object();
        doc["appVersion"] = "5.7.0";
        doc["gameId"] = hex_digest(messages.dump() + setup.dump() + players.dump());
        doc["name"] = options.name;
        doc["initialRandom"] = 0.0;
        doc["created"] = options.created.empty() ? now_iso() : options.created;
        doc["clock"] = 0;
        if (options.with_assertions) {
            ojson assertions = ojson::array();
            for (int p = 0; p < rules.player_count(); ++p) {
                const std::string& name = rules.setup.players[static_cast<size_t>(p)].name;
                if (!one_word(name))
                    return error("player name " + in_quotes(name) +
                                 ": JCloisterZone's test assertions name players by one word of letters, digits or _");
                const int score = last.players[static_cast<size_t>(p)].score;
                assertions.push_back(name + " has " + std::to_string(score) + (score == 1 ? " point" : " points"));
            }
            doc["test"] = {{"description", "Final scores of a game exported by carcassonne " +
                                               std::string(engine_version())},
                           {"assertions", assertions}};
        }
        doc["setup"] = setup;
        doc["players"] = players;
        doc["replay"] = messages;
        doc["gameAnnotations"] = annotations;
        std::string text = doc.dump(2) + "\n";
        // The file read back as JCZ's messages mean must be this very game (the same final state).
        // JCZ plays some options its own way, where a codec's rule writes two of our values as one
        // of JCZ's (JczRule::values) and the read-back takes JCZ's reading: a River U-turn (a tile
        // our stricter reading discarded fits, so JCZ would place it where the file goes on without
        // it), the wagon's reach (our "adjoining" is JCZ's C2: where C2 offers a scored wagon a move
        // and ours sent it home, JCZ waits for a choice the file does not make; mid-game the
        // read-back diverges, at the end it stops short, with other scores). Such a game cannot be
        // written for JCZ.
        const JczImport check = import_jcz(text, catalog);
        const auto differently = [&](const std::string& what) {
            const std::string looser = looser_readings(rules);
            return error("JCloisterZone would play this game differently, so it cannot be exported (" + what +
                         (looser.empty() ? "" : "; JCloisterZone offers moves ours does not: " + looser) + ")");
        };
        if (check.status == JczStatus::Diverged) return differently(check.message);
        if (!check.ok() || !check.game.differences.empty())
            return error("the exported file does not read back as this game (" +
                         (check.ok() ? check.game.differences.front() : check.message) + ")");
        auto back = replay_game(catalog, check.game.record);
        if (!back) return error("the exported file does not read back as this game (" + back.error() + ")");
        if (const std::string diff = end_difference(*replay, *back); !diff.empty()) return differently(diff);
        return text;
    } catch (const Refused& e) {
        return error(e.what());
    }
}

Result<bool> export_jcz_file(const Catalog& catalog, const GameRecord& game, const std::string& path,
                             const JczExportOptions& options) {
    auto text = export_jcz(catalog, game, options);
    if (!text) return error(text.error());
    return write_file_atomic(path, *text);
}

}  // namespace carc
