// Recorded chance (carc/chance.hpp): drawing from dice and bags, stated outcomes, face-down
// outcomes and what the log says of them.
#include "carc/chance.hpp"

#include "carc/state.hpp"
#include "internal.hpp"

namespace carc {

namespace {

int16_t* bag_counts(const Ruleset& rules, GameState& state, int source) {
    return state.chance.bags.data() + rules.bag_start[static_cast<size_t>(source)];
}

// "the die shows 3", "a wolf drawn from the bag", "a face-down draw from the bag".
Message drawn_message(const ChanceSource& src, int value, Face face) {
    if (face == Face::Down) return Message("a face-down draw from {source}", {{"source", arg::Word{src.name}}});
    if (!src.is_bag())
        return Message("{source} shows {face}", {{"source", arg::Word{src.name}}, {"face", value}});
    return Message("{what} drawn from {source}", {{"what", arg::Word{src.tokens[static_cast<size_t>(value)].name}},
                                                   {"source", arg::Word{src.name}}});
}

}  // namespace

int bag_count(const Ruleset& rules, const GameState& state, int source, int token) {
    return state.chance.bags[rules.bag_start[static_cast<size_t>(source)] + static_cast<size_t>(token)];
}

int bag_total(const Ruleset& rules, const GameState& state, int source) {
    int total = 0;
    const size_t tokens = rules.chance_sources[static_cast<size_t>(source)].tokens.size();
    for (size_t t = 0; t < tokens; ++t) total += bag_count(rules, state, source, static_cast<int>(t));
    return total;
}

std::string chance_outcome_word(const Ruleset& rules, ChanceOutcome o) {
    const ChanceSource& src = rules.chance_sources[o.source];
    if (!src.is_bag()) return std::to_string(o.value);
    if (o.value < 0 || static_cast<size_t>(o.value) >= src.tokens.size()) return "token " + std::to_string(o.value);
    return std::string(src.tokens[static_cast<size_t>(o.value)].id);
}

std::optional<std::string> impossible_outcome(const Ruleset& rules, const GameState& state, int source,
                                              ChanceOutcome o) {
    const ChanceSource& src = rules.chance_sources[static_cast<size_t>(source)];
    if (o.source != source)
        return "the outcome stated is one of " + std::string(rules.chance_sources[o.source].id) + ", but " +
               std::string(src.id) + " was drawn from";
    if (!src.is_bag()) {
        if (o.value < 1 || o.value > src.faces)
            return std::string(src.id) + " has faces 1 to " + std::to_string(src.faces) + ", not " +
                   std::to_string(o.value);
        return std::nullopt;
    }
    if (o.value < 0 || static_cast<size_t>(o.value) >= src.tokens.size())
        return std::string(src.id) + " has no token number " + std::to_string(o.value);
    if (bag_count(rules, state, source, o.value) == 0) {
        std::string holds;
        for (size_t t = 0; t < src.tokens.size(); ++t) {
            const int n = bag_count(rules, state, source, static_cast<int>(t));
            if (n > 0) holds += (holds.empty() ? "" : ", ") + std::to_string(n) + " " + std::string(src.tokens[t].id);
        }
        return std::string(src.id) + " holds no " + std::string(src.tokens[static_cast<size_t>(o.value)].id) +
               " now (it holds " + (holds.empty() ? std::string("nothing") : holds) + ")";
    }
    return std::nullopt;
}

int draw_chance(const Ruleset& rules, GameState& state, int source, Events* events, Face face) {
    const ChanceSource& src = rules.chance_sources[static_cast<size_t>(source)];
    ChanceState& chance = state.chance;
    // The generator's outcome first, always: it advances the same whether the outcome is stated or
    // not, so that a record stating a seeded game's outcomes replays that game exactly.
    int value = 0;
    if (!src.is_bag()) {
        value = static_cast<int>(state.rng.below(static_cast<uint32_t>(src.faces))) + 1;
    } else {
        const int total = bag_total(rules, state, source);
        if (total == 0) return -1;
        int pick = static_cast<int>(state.rng.below(static_cast<uint32_t>(total)));
        const int16_t* counts = bag_counts(rules, state, source);
        while (pick >= counts[value]) pick -= counts[value++];
    }
    if (StatedChance* stated = chance.stated; stated && stated->used < stated->outcomes.size()) {
        const ChanceOutcome o = stated->outcomes[stated->used++];
        if (auto why = impossible_outcome(rules, state, source, o)) {
            // The caller's apply refuses the action; the game goes on here with the generator's.
            if (stated->refused.empty()) stated->refused = *why;
        } else {
            value = o.value;
        }
    }
    if (src.is_bag()) --bag_counts(rules, state, source)[value];
    const ChanceOutcome outcome{static_cast<uint16_t>(source), static_cast<int16_t>(value)};
    chance.drawn.push_back(outcome);
    if (face == Face::Down) chance.face_down.push_back(outcome);
    emit(events, ModuleEvent{drawn_message(src, value, face), {}});
    return value;
}

void return_to_bag(const Ruleset& rules, GameState& state, int source, int token) {
    ++bag_counts(rules, state, source)[token];
}

void take_from_bag(const Ruleset& rules, GameState& state, int source, int token) {
    --bag_counts(rules, state, source)[token];
}

void reveal_chance(const Ruleset& rules, GameState& state, int index, Events* events) {
    auto& hidden = state.chance.face_down;
    const ChanceOutcome o = hidden[static_cast<size_t>(index)];
    hidden.erase(hidden.begin() + index);
    const ChanceSource& src = rules.chance_sources[o.source];
    MessageArg what{"outcome", int{o.value}};
    if (src.is_bag()) what.value = arg::Word{src.tokens[static_cast<size_t>(o.value)].name};
    emit(events, ModuleEvent{Message("the face-down draw from {source} is {outcome}",
                                     {{"source", arg::Word{src.name}}, std::move(what)}),
                             {}});
}

}  // namespace carc
