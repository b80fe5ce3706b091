// The shepherd and the bag of sheep of Hills & Sheep (issue 33). The seeds give the scoring (003,
// the step "Resolve Move the Wood": "Shepherd guides the flock to the stable: 1 point / sheep
// depicted") and what the dragon does (000 note 40: it eats the shepherd and the sheep by it);
// where they are silent this follows JCloisterZone (its Shepherd, SheepCapability and
// ShepherdPhase), as docs/rules-coverage.md lists:
//
// - Each player has one shepherd (a setup may give more: JCZ's "shepherd": 2). It goes onto a field
//   of the tile just placed instead of a follower, whoever stands there (it is no follower: farmers
//   and shepherds ignore each other), but not onto a field that already has a shepherd.
// - The bag holds 18 tokens: four of one sheep, five of two, five of three, two of four, two
//   wolves. Every draw is recorded chance (carc/chance.hpp): a seeded game draws from the
//   generator, a replay, a scenario or a JCZ import states the token; the bag's content is public,
//   its order nowhere.
// - After the figure step (before the dragon flies and the completed features are found): a
//   shepherd just placed draws a token at once. Each other shepherd of the current player whose
//   field the tile extended asks its owner (once a field) to grow the flock (draw again) or to herd
//   it (score it). Fields with a shepherd that are closed (no side of them open) are herded at
//   once, before the questions and after each of them.
// - Herding a field: every shepherd there scores the sheep of all the field's flocks (each owner
//   once), then the shepherds go home and their tokens back into the bag.
// - A wolf drawn: every shepherd of that field goes home without points, and its tokens and the
//   wolf go back into the bag.
// - At the end of the game a flock scores nothing.
// - A shepherd taken back by its owner (the festival) leaves its sheep on the board (000 note 42:
//   "it is assumed they stay on the board"). They belong to no shepherd from then on: nobody herds
//   them, no wolf scatters them, and they stay out of the bag to the end (the seeds say no more;
//   JCloisterZone puts them back into the bag, which the codec allows for: sheep_jcz.cpp).
#include "modules/sheep.hpp"

#include <algorithm>

#include "carc/chance.hpp"
#include "carc/engine.hpp"
#include "modules.hpp"

namespace carc {

namespace {
namespace sheep_rules {

constexpr int kMaxFlocks = 16;
constexpr int kSizes = 4;       // tokens of 1, 2, 3 and 4 sheep
constexpr int kWolfToken = 4;   // the bag's token index of the wolf (after the sheep, as JCZ's bag)
// The shepherd's step comes before the steps that move figures about before the finding (JCZ:
// ShepherdPhase is the first phase after the action).
constexpr int kBeforeFiguresMove = -10;

// The tokens beside one shepherd on the board, the shepherd named by its serial (0: a free entry);
// or, `serial` kStray | node, the tokens a shepherd taken back left on the field node `node` (a
// figure's serial is at most 127; the layout, and with it every digest, stays as it was).
struct Flock {
    uint16_t serial;
    std::array<uint8_t, kSizes> tokens;  // by size
};
constexpr uint16_t kStray = 0x8000;

bool is_stray(const Flock& f) { return (f.serial & kStray) != 0; }

struct SheepState {
    std::array<Flock, kMaxFlocks> flocks;
    // The shepherds (serials) whose owner still chooses this turn, the first now.
    std::array<uint16_t, kMaxFlocks> asking;
    int16_t asked;  // entries used in `asking`
    int16_t spare;
};

struct SheepSettings {
    int shepherd;
    int bag;
    ScoreCategory category;
    explicit SheepSettings(const Ruleset& r)
        : shepherd(r.figure("shepherd")),
          bag(r.chance_source("sheep_bag")),
          category(static_cast<ScoreCategory>(std::max(0, r.category("sheep")))) {}
};

constexpr Noun kSheep{"sheep", "sheep"};
constexpr std::string_view kChoiceWords[] = {"expand", "herd"};

const SheepSettings& sheep_settings(const Ruleset& rules);
SheepState& sheep_state(const Ruleset& rules, GameState& state);
const SheepState& sheep_state(const Ruleset& rules, const GameState& state);

int figure_by_serial(const GameState& state, uint16_t serial) {
    for (size_t i = 0; i < state.figures.size(); ++i)
        if (state.figures[i].serial == serial && state.figures[i].on_feature()) return static_cast<int>(i);
    return -1;
}

Flock* flock_entry(SheepState& s, uint16_t serial) {
    for (Flock& f : s.flocks)
        if (f.serial == serial) return &f;
    return nullptr;
}
const Flock* flock_entry(const SheepState& s, uint16_t serial) {
    for (const Flock& f : s.flocks)
        if (f.serial == serial) return &f;
    return nullptr;
}

int sheep_in(const Flock& f) {
    int n = 0;
    for (int k = 0; k < kSizes; ++k) n += f.tokens[static_cast<size_t>(k)] * (k + 1);
    return n;
}

// The shepherds (indices into state.figures) on the field `root`.
std::vector<int> shepherds_on(const Ruleset& rules, const GameState& state, int root) {
    std::vector<int> out;
    const int shepherd = sheep_settings(rules).shepherd;
    for (size_t i = 0; i < state.figures.size(); ++i) {
        const Figure& f = state.figures[i];
        if (f.kind == shepherd && f.on_feature() && state.features.find(f.node) == root) out.push_back(static_cast<int>(i));
    }
    return out;
}

// Whether the field `root` is closed: no half-edge of it faces an empty square.
bool field_closed(const Ruleset& rules, const GameState& state, int root) {
    bool open = false;
    state.features.for_each_member(root, [&](int n) {
        if (open) return;
        const FeatureNode& node = state.features.node(n);
        const Pos pos = state.board.tile(node.tile).pos;
        for (int h = 0; h < 8 && !open; ++h)
            if (half_feature_at(rules, state, node.tile, h) == node.local &&
                state.board.tile_index(neighbour(pos, static_cast<Side>(h / 2))) < 0)
                open = true;
    });
    return !open;
}

// Sends the shepherd `figure` home and its tokens back into the bag. Does not run
// on_figures_returned (the callers do, once).
void send_home(const Ruleset& rules, GameState& state, int figure, Events* events) {
    const SheepSettings& st = sheep_settings(rules);
    if (Flock* f = flock_entry(sheep_state(rules, state), state.figures[static_cast<size_t>(figure)].serial)) {
        for (int k = 0; k < kSizes; ++k)
            for (int n = 0; n < f->tokens[static_cast<size_t>(k)]; ++n) return_to_bag(rules, state, st.bag, k);
        *f = Flock{};
    }
    remove_figure(rules, state, figure, events);
}

void send_all_home(const Ruleset& rules, GameState& state, std::vector<int> figures, Events* events) {
    // From the last: removing a figure moves those after it.
    std::sort(figures.rbegin(), figures.rend());
    for (int f : figures) send_home(rules, state, f, events);
    figures_returned(rules, state, events);
}

// Herds the field `root`: each owner of a shepherd there scores every sheep of the field's flocks.
void herd(const Ruleset& rules, GameState& state, int root, Events* events) {
    const std::vector<int> shepherds = shepherds_on(rules, state, root);
    if (shepherds.empty()) return;
    int sheep = 0;
    for (int s : shepherds)
        if (const Flock* f = flock_entry(sheep_state(rules, state), state.figures[static_cast<size_t>(s)].serial))
            sheep += sheep_in(*f);
    ScoreEvent e;
    e.title = Message("Flock");
    e.category = sheep_settings(rules).category;
    e.kind = FeatureKind::Field;
    e.complete = true;
    e.feature = state.ref(root);
    e.terms.push_back({kSheep, sheep, 1});
    for (int s : shepherds) {
        const int owner = state.figures[static_cast<size_t>(s)].owner;
        if (std::any_of(e.awards.begin(), e.awards.end(), [&](const Award& a) { return a.player == owner; })) continue;
        e.awards.push_back({owner, sheep, {}});
        add_points(state, owner, sheep, e.category);
    }
    std::sort(e.awards.begin(), e.awards.end(), [](const Award& a, const Award& b) { return a.player < b.player; });
    for (int s : shepherds) e.tiles.push_back(state.board.tile(state.figures[static_cast<size_t>(s)].tile).pos);
    if (events) events->push_back(e);
    send_all_home(rules, state, shepherds, events);
}

// Herds every closed field with a shepherd, but those still to be asked about.
void herd_closed_fields(const Ruleset& rules, GameState& state, const std::vector<int>& waiting, Events* events) {
    for (;;) {
        int found = -1;
        const int shepherd = sheep_settings(rules).shepherd;
        for (const Figure& f : state.figures) {
            if (f.kind != shepherd || !f.on_feature()) continue;
            const int root = state.features.find(f.node);
            if (std::find(waiting.begin(), waiting.end(), root) != waiting.end()) continue;
            if (field_closed(rules, state, root)) {
                found = root;
                break;
            }
        }
        if (found < 0) return;
        herd(rules, state, found, events);
    }
}

// The shepherd `figure` grows its flock: a token from the bag. A wolf scatters the field's flocks.
void grow(const Ruleset& rules, GameState& state, int figure, Events* events) {
    const SheepSettings& st = sheep_settings(rules);
    const int token = draw_chance(rules, state, st.bag, events);
    if (token < 0) return;  // the bag is empty (more shepherds than 18 tokens feed): nothing
    const Figure& fig = state.figures[static_cast<size_t>(figure)];
    if (token == kWolfToken) {
        return_to_bag(rules, state, st.bag, kWolfToken);
        const int root = state.features.find(fig.node);
        if (events)
            events->push_back(ModuleEvent{Message("the wolf scatters the flock of the field at {pos}: its shepherds go home without points",
                                                  {{"pos", arg::Square{state.board.tile(fig.tile).pos}}}),
                                          {state.board.tile(fig.tile).pos}});
        send_all_home(rules, state, shepherds_on(rules, state, root), events);
        return;
    }
    SheepState& s = sheep_state(rules, state);
    Flock* f = flock_entry(s, fig.serial);
    if (!f) f = flock_entry(s, 0);
    if (!f) return;  // more flocks than kMaxFlocks: cannot be with 18 tokens
    f->serial = fig.serial;
    ++f->tokens[static_cast<size_t>(token)];
}

int first_asked(const Ruleset& rules, GameState& state) {
    SheepState& s = sheep_state(rules, state);
    while (s.asked > 0) {
        const int f = figure_by_serial(state, s.asking[0]);
        if (f >= 0 && state.figures[static_cast<size_t>(f)].kind == sheep_settings(rules).shepherd) return f;
        std::copy(s.asking.begin() + 1, s.asking.end(), s.asking.begin());
        s.asking[kMaxFlocks - 1] = 0;
        --s.asked;
    }
    return -1;
}

// The roots of the fields still to be asked about.
std::vector<int> waiting_fields(const Ruleset& rules, const GameState& state) {
    std::vector<int> out;
    const SheepState& s = sheep_state(rules, state);
    for (int i = 0; i < s.asked; ++i)
        if (const int f = figure_by_serial(state, s.asking[static_cast<size_t>(i)]); f >= 0)
            out.push_back(state.features.find(state.figures[static_cast<size_t>(f)].node));
    return out;
}

// "flock": the current player grows (draws again) or herds the flock of the shepherd asked about.
class FlockChoice final : public FieldsActionDef {
public:
    std::string_view id() const override { return "flock"; }
    void apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        const int figure = first_asked(rules, state);
        if (figure < 0) return;
        SheepState& s = sheep_state(rules, state);
        std::copy(s.asking.begin() + 1, s.asking.end(), s.asking.begin());
        s.asking[kMaxFlocks - 1] = 0;
        --s.asked;
        if (a.value == 0) {
            grow(rules, state, figure, events);
        } else {
            herd(rules, state, state.features.find(state.figures[static_cast<size_t>(figure)].node), events);
        }
        herd_closed_fields(rules, state, waiting_fields(rules, state), events);
    }
    Message why_illegal(const Ruleset&, const GameState&, const Action&) const override {
        return Message("a flock grows or is herded when a tile extends its shepherd's field: not now");
    }
    Message describe(const Ruleset&, const GameState&, const Action& a) const override {
        return a.value == 0 ? Message("grow the flock (draw a token from the bag)")
                            : Message("herd the flock to the stable (1 point a sheep)");
    }
    std::span<const FieldDef> fields() const override { return kFields; }

private:
    static constexpr FieldDef kFields[] = {{"choice", FieldKind::Choice, Slot::Value, kChoiceWords}};
};

const FlockChoice kFlockChoice;

class FlockStep final : public TurnStep {
public:
    std::string_view id() const override { return "flock"; }
    StepStatus enter(const Ruleset& rules, GameState& state, Events* events) const override {
        const SheepSettings& st = sheep_settings(rules);
        if (st.shepherd < 0 || state.placed_tile < 0) return StepStatus::done();
        SheepState& s = sheep_state(rules, state);
        s.asked = 0;
        s.asking.fill(0);
        std::vector<int> waiting;
        // The placed tile's fields, as sets.
        std::vector<int> extended;
        for (int l = 0, n = feature_count_at(rules, state, state.placed_tile); l < n; ++l)
            extended.push_back(state.features.find(node_at(state, state.placed_tile, l)));
        // By serial: a wolf drawn sends figures home, which moves the others' indices.
        std::vector<uint16_t> mine;
        for (const Figure& f : state.figures)
            if (f.kind == st.shepherd && f.on_feature() && f.owner == state.current_player) mine.push_back(f.serial);
        for (uint16_t serial : mine) {
            const int i = figure_by_serial(state, serial);
            if (i < 0) continue;
            const Figure f = state.figures[static_cast<size_t>(i)];
            if (f.tile == state.placed_tile) {  // placed just now: it draws at once
                grow(rules, state, i, events);
                continue;
            }
            const int root = state.features.find(f.node);
            if (std::find(extended.begin(), extended.end(), root) == extended.end()) continue;
            if (std::find(waiting.begin(), waiting.end(), root) != waiting.end()) continue;
            waiting.push_back(root);
            s.asking[static_cast<size_t>(s.asked++)] = f.serial;
        }
        herd_closed_fields(rules, state, waiting_fields(rules, state), events);
        return first_asked(rules, state) < 0 ? StepStatus::done() : StepStatus::await(state.current_player);
    }
    void list(const Ruleset&, const GameState&, ActionList& out) const override {
        for (int16_t choice = 0; choice < 2; ++choice) {
            Action a;
            a.def = &kFlockChoice;
            a.value = choice;
            out.push_back(a);
        }
    }
    StepStatus apply(const Ruleset& rules, GameState& state, const Action& a, Events* events) const override {
        a.def->apply(rules, state, a, events);
        return first_asked(rules, state) < 0 ? StepStatus::done() : StepStatus::await(state.current_player);
    }
    Message prompt(const Ruleset& rules, const GameState& state) const override {
        const int f = shepherd_choosing(rules, state);
        const Pos pos = f < 0 ? Pos{} : state.board.tile(state.figures[static_cast<size_t>(f)].tile).pos;
        return Message("{player}: the field of your shepherd at {pos} grew: grow the flock or herd it",
                       {{"player", arg::Player{state.acting_player}}, {"pos", arg::Square{pos}}});
    }
};

const FlockStep kFlockStep;

class SheepModule final : public ModuleWithState<SheepState, SheepSettings> {
public:
    std::string_view id() const override { return "sheep"; }
    std::vector<const ActionDef*> action_defs() const override { return {&kFlockChoice}; }

    void configure(Ruleset& rules) const override {
        if (rules.figure("shepherd") < 0) return;
        rules.turn.insert_before(steps::find_completed, &kFlockStep, kBeforeFiguresMove);
    }

    std::vector<ChanceSource> chance_sources(const Ruleset& rules) const override {
        if (rules.figure("shepherd") < 0) return {};
        return {ChanceSource{"sheep_bag", "the bag of sheep", 0,
                             {{"sheep-1", "a token of one sheep", 4},
                              {"sheep-2", "a token of two sheep", 5},
                              {"sheep-3", "a token of three sheep", 5},
                              {"sheep-4", "a token of four sheep", 2},
                              {"wolf", "a wolf", 2}}}};
    }

    // Asked while the ruleset is built, before the settings are.
    bool restricts_deploy(const Ruleset& rules) const override { return rules.figure("shepherd") >= 0; }
    std::optional<Message> deploy_forbidden(const Ruleset& rules, const GameState& state, int figure, int,
                                            int root) const override {
        if (figure != settings(rules).shepherd || shepherds_on(rules, state, root).empty()) return std::nullopt;
        return Message("this field already has a shepherd");
    }

    // A shepherd that left the board otherwise (the dragon ate it: 000 note 40) takes its sheep
    // with it: they go back into the bag.
    void on_figures_returned(const Ruleset& rules, GameState& state, Events*) const override {
        const SheepSettings& st = settings(rules);
        if (st.shepherd < 0) return;
        for (Flock& f : my(rules, state).flocks) {
            if (f.serial == 0 || is_stray(f)) continue;
            const int fig = figure_by_serial(state, f.serial);
            if (fig >= 0 && state.figures[static_cast<size_t>(fig)].kind == st.shepherd) continue;
            for (int k = 0; k < kSizes; ++k)
                for (int n = 0; n < f.tokens[static_cast<size_t>(k)]; ++n) return_to_bag(rules, state, st.bag, k);
            f = Flock{};
        }
    }

    // 000 note 42: the flock stays where it stood, no shepherd's any more (a stray entry).
    void before_figure_taken_back(const Ruleset& rules, GameState& state, int figure, Events* events) const override {
        const SheepSettings& st = settings(rules);
        const Figure& f = state.figures[static_cast<size_t>(figure)];
        if (st.shepherd < 0 || f.kind != st.shepherd || !f.on_feature() || f.node < 0) return;
        SheepState& s = my(rules, state);
        Flock* flock = flock_entry(s, f.serial);
        if (!flock) return;
        const uint16_t stray = static_cast<uint16_t>(kStray | static_cast<uint16_t>(f.node));
        if (Flock* before = flock_entry(s, stray)) {  // sheep left there once already: one heap
            for (int k = 0; k < kSizes; ++k) before->tokens[static_cast<size_t>(k)] += flock->tokens[static_cast<size_t>(k)];
            *flock = Flock{};
        } else {
            flock->serial = stray;
        }
        const Pos pos = state.board.tile(f.tile).pos;
        if (events)
            events->push_back(ModuleEvent{
                Message("the sheep of the shepherd taken back stay on the board at {pos}", {{"pos", arg::Square{pos}}}),
                {pos}});
    }

    void check_invariants(const Ruleset& rules, const GameState& state, std::vector<std::string>& problems) const override {
        const SheepSettings& st = settings(rules);
        if (st.shepherd < 0) return;
        std::array<int, kSizes> out{};
        for (const Flock& f : my(rules, state).flocks) {
            if (f.serial == 0) continue;
            const int fig = is_stray(f) ? -1 : figure_by_serial(state, f.serial);
            if (is_stray(f) ? (f.serial & ~kStray) >= state.features.size()
                            : fig < 0 || state.figures[static_cast<size_t>(fig)].kind != st.shepherd)
                problems.push_back("a flock without its shepherd");
            if (sheep_in(f) == 0) problems.push_back("an empty flock kept");
            for (int k = 0; k < kSizes; ++k) out[static_cast<size_t>(k)] += f.tokens[static_cast<size_t>(k)];
        }
        const std::vector<BagToken>& tokens = rules.chance_sources[static_cast<size_t>(st.bag)].tokens;
        for (int k = 0; k < kSizes; ++k)
            if (bag_count(rules, state, st.bag, k) + out[static_cast<size_t>(k)] != tokens[static_cast<size_t>(k)].count)
                problems.push_back("sheep tokens lost: " + std::string(tokens[static_cast<size_t>(k)].id));
        if (bag_count(rules, state, st.bag, kWolfToken) != tokens[kWolfToken].count) problems.push_back("a wolf out of the bag");
    }

    const SheepState& state_of(const Ruleset& rules, const GameState& state) const { return my(rules, state); }
    SheepState& state_of(const Ruleset& rules, GameState& state) const { return my(rules, state); }
};

const SheepModule kSheepModule;

const SheepSettings& sheep_settings(const Ruleset& rules) { return kSheepModule.settings(rules); }
SheepState& sheep_state(const Ruleset& rules, GameState& state) { return kSheepModule.state_of(rules, state); }
const SheepState& sheep_state(const Ruleset& rules, const GameState& state) { return kSheepModule.state_of(rules, state); }

bool in_game(const Ruleset& rules) {
    return std::find(rules.modules.begin(), rules.modules.end(), &kSheepModule) != rules.modules.end() &&
           sheep_settings(rules).shepherd >= 0;
}

}  // namespace sheep_rules
}  // namespace

SheepTokens flock_of(const Ruleset& rules, const GameState& state, int figure) {
    SheepTokens out{};
    if (!sheep_rules::in_game(rules) || figure < 0 || figure >= static_cast<int>(state.figures.size())) return out;
    const Figure& f = state.figures[static_cast<size_t>(figure)];
    if (f.kind != sheep_rules::sheep_settings(rules).shepherd) return out;
    if (const sheep_rules::Flock* flock = sheep_rules::flock_entry(sheep_rules::sheep_state(rules, state), f.serial))
        for (int k = 0; k < sheep_rules::kSizes; ++k) out[static_cast<size_t>(k)] = flock->tokens[static_cast<size_t>(k)];
    return out;
}

int flock_sheep(const Ruleset& rules, const GameState& state, int figure) {
    const SheepTokens t = flock_of(rules, state, figure);
    return t[0] + 2 * t[1] + 3 * t[2] + 4 * t[3];
}

bool is_shepherd(const Ruleset& rules, int kind) { return sheep_rules::in_game(rules) && kind == sheep_rules::sheep_settings(rules).shepherd; }

bool sheep_bag(const Ruleset& rules, const GameState& state, SheepTokens& sheep, int& wolves) {
    if (!sheep_rules::in_game(rules)) return false;
    const int bag = sheep_rules::sheep_settings(rules).bag;
    for (int k = 0; k < sheep_rules::kSizes; ++k) sheep[static_cast<size_t>(k)] = bag_count(rules, state, bag, k);
    wolves = bag_count(rules, state, bag, sheep_rules::kWolfToken);
    return true;
}

int shepherd_choosing(const Ruleset& rules, const GameState& state) {
    if (!sheep_rules::in_game(rules) || state.over()) return -1;
    const sheep_rules::SheepState& s = sheep_rules::sheep_state(rules, state);
    if (s.asked <= 0) return -1;
    return sheep_rules::figure_by_serial(state, s.asking[0]);
}

std::vector<StraySheep> stray_sheep(const Ruleset& rules, const GameState& state) {
    std::vector<StraySheep> out;
    if (!sheep_rules::in_game(rules)) return out;
    for (const sheep_rules::Flock& f : sheep_rules::sheep_state(rules, state).flocks) {
        if (f.serial == 0 || !sheep_rules::is_stray(f)) continue;
        const FeatureNode& node = state.features.node(f.serial & ~sheep_rules::kStray);
        StraySheep stray{state.board.tile(node.tile).pos, node.tile, node.local, {}};
        for (int k = 0; k < sheep_rules::kSizes; ++k) stray.tokens[static_cast<size_t>(k)] = f.tokens[static_cast<size_t>(k)];
        out.push_back(stray);
    }
    return out;
}

int sheep_bag_source(const Ruleset& rules) { return sheep_rules::in_game(rules) ? sheep_rules::sheep_settings(rules).bag : -1; }
int sheep_token_index(int sheep) { return sheep >= 1 && sheep <= sheep_rules::kSizes ? sheep - 1 : sheep_rules::kWolfToken; }

const Module& sheep_module() { return sheep_rules::kSheepModule; }

}  // namespace carc
