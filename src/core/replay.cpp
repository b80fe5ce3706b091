// Converting actions to and from records, and replaying a record into snapshots.
#include "carc/record.hpp"

namespace carc {

ActionRecord record_action(const Ruleset& rules, const GameState& state, const Action& action) {
    return action.def->record(rules, state, action);
}

Result<Action> resolve_action(const Ruleset& rules, const GameState& state, const ActionRecord& r) {
    if (const ActionDef* def = rules.action_def(r.type)) {
        if (auto why = undeclared_field(*def, r)) return error(*why);
        return def->resolve(rules, state, r);
    }
    std::string known;
    for (const ActionDef* d : rules.action_defs) known += (known.empty() ? "" : ", ") + std::string(d->id());
    return error("unknown action type \"" + r.type + "\" (this game knows " + known + ")");
}

void keep_first_actions(GameRecord& record, size_t actions) {
    if (actions < record.actions.size()) record.actions.resize(actions);
    std::erase_if(record.chance, [&](const ChanceRecord& c) { return static_cast<size_t>(c.action) > actions; });
}

void record_chance(const Ruleset& rules, const GameState& after, int action, std::vector<ChanceRecord>& out) {
    for (const ChanceOutcome& o : after.chance.drawn) {
        const ChanceSource& src = rules.chance_sources[o.source];
        ChanceRecord r{action, std::string(src.id), {}};
        if (src.is_bag())
            r.outcome = chance_outcome_word(rules, o);
        else
            r.outcome = static_cast<long long>(o.value);
        out.push_back(std::move(r));
    }
}

Result<std::vector<ChanceOutcome>> resolve_chance(const Ruleset& rules, std::span<const ChanceRecord> records) {
    std::vector<ChanceOutcome> out;
    for (const ChanceRecord& r : records) {
        const int source = rules.chance_source(r.source);
        if (source < 0) {
            std::string known;
            for (const ChanceSource& c : rules.chance_sources) known += (known.empty() ? "" : ", ") + std::string(c.id);
            return error("chance: no source \"" + r.source + "\" in this game (" +
                         (known.empty() ? std::string("it has none") : "it has " + known) + ")");
        }
        const ChanceSource& src = rules.chance_sources[static_cast<size_t>(source)];
        ChanceOutcome o{static_cast<uint16_t>(source), 0};
        if (!src.is_bag()) {
            const long long* face = std::get_if<long long>(&r.outcome);
            if (!face) return error("chance: " + r.source + " is a die: its outcome is a number");
            if (*face < 1 || *face > src.faces)
                return error("chance: " + r.source + " has faces 1 to " + std::to_string(src.faces) + ", not " +
                             std::to_string(*face));
            o.value = static_cast<int16_t>(*face);
        } else {
            const std::string* word = std::get_if<std::string>(&r.outcome);
            if (!word) return error("chance: " + r.source + " is a bag: its outcome is a token's id");
            o.value = -1;
            for (size_t t = 0; t < src.tokens.size(); ++t)
                if (src.tokens[t].id == *word) o.value = static_cast<int16_t>(t);
            if (o.value < 0) {
                std::string tokens;
                for (const BagToken& t : src.tokens) tokens += (tokens.empty() ? "" : ", ") + std::string(t.id);
                return error("chance: " + r.source + " holds no token \"" + *word + "\" (its tokens: " + tokens + ")");
            }
        }
        out.push_back(o);
    }
    return out;
}

namespace {

// The records of game.chance that state action `action`'s outcomes, from `next` on (they are in
// the order of the actions); `next` moves past them.
std::span<const ChanceRecord> stated_for(const GameRecord& game, int action, size_t& next) {
    const size_t first = next;
    while (next < game.chance.size() && game.chance[next].action == action) ++next;
    return std::span<const ChanceRecord>(game.chance).subspan(first, next - first);
}

}  // namespace

Result<Replay> replay_game(const Catalog& catalog, const GameRecord& game, int upto, ModuleLookup modules) {
    auto rules = load_ruleset(game.setup, catalog, modules);
    if (!rules) return error("setup: " + rules.error());
    for (size_t k = 0; k < game.chance.size(); ++k) {
        const int a = game.chance[k].action;
        if (a < 0 || static_cast<size_t>(a) > game.actions.size() || (k > 0 && a < game.chance[k - 1].action))
            return error("chance outcome " + std::to_string(k + 1) + " names action " + std::to_string(a) +
                         ": outcomes go with actions 0 to " + std::to_string(game.actions.size()) +
                         ", in their order");
    }
    Replay out{std::move(rules.value()), {}, {}};
    size_t next_chance = 0;
    auto stated = resolve_chance(out.rules, stated_for(game, 0, next_chance));
    if (!stated) return error("the start of the game: " + stated.error());
    auto first = start_game(out.rules, *stated);
    if (!first) return error("the start of the game: " + first.error());
    out.states.push_back(first->state);
    out.events.push_back(std::move(first->events));
    const size_t n = upto < 0 ? game.actions.size() : std::min(game.actions.size(), static_cast<size_t>(upto));
    for (size_t i = 0; i < n; ++i) {
        const GameState& state = *out.states.back();
        const std::string where = "action " + std::to_string(i + 1);
        auto action = resolve_action(out.rules, state, game.actions[i]);
        if (!action) return error(where + ": " + action.error());
        stated = resolve_chance(out.rules, stated_for(game, static_cast<int>(i + 1), next_chance));
        if (!stated) return error(where + " (" + describe(out.rules, state, *action) + "): " + stated.error());
        auto step = apply(out.rules, state, *action, *stated);
        if (!step) return error(where + " (" + describe(out.rules, state, *action) + "): " + step.error());
        out.states.push_back(step->state);
        out.events.push_back(std::move(step->events));
    }
    return out;
}

}  // namespace carc
