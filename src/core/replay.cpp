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

Result<Replay> replay_game(const Catalog& catalog, const GameRecord& game, int upto, ModuleLookup modules) {
    auto rules = load_ruleset(game.setup, catalog, modules);
    if (!rules) return error("setup: " + rules.error());
    Replay out{std::move(rules.value()), {}, {}};
    Step first = start_game(out.rules);
    out.states.push_back(first.state);
    out.events.push_back(std::move(first.events));
    const size_t n = upto < 0 ? game.actions.size() : std::min(game.actions.size(), static_cast<size_t>(upto));
    for (size_t i = 0; i < n; ++i) {
        const GameState& state = *out.states.back();
        const std::string where = "action " + std::to_string(i + 1);
        auto action = resolve_action(out.rules, state, game.actions[i]);
        if (!action) return error(where + ": " + action.error());
        auto step = apply(out.rules, state, *action);
        if (!step) return error(where + " (" + describe(out.rules, state, *action) + "): " + step.error());
        out.states.push_back(step->state);
        out.events.push_back(std::move(step->events));
    }
    return out;
}

}  // namespace carc
