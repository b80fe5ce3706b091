// The open action payload (include/carc/action_def.hpp): declared fields, their records by name,
// open values in legal lists and their concrete values (is_listed, concrete_actions).
#include <algorithm>

#include "carc/action_def.hpp"
#include "carc/engine.hpp"

namespace carc {

namespace {

bool in_value(const FieldDef& f) { return f.slot == Slot::Value; }
// A small number in the player's or the place's slot (a row's index beside a bid in the value).
bool small_number(const FieldDef& f) {
    return f.kind == FieldKind::Number && (f.slot == Slot::Player || f.slot == Slot::Place);
}
// Saved by its name in ActionRecord::fields, not under one of the record's usual keys.
bool by_name(const FieldDef& f) { return in_value(f) || small_number(f); }

// The kinds each slot can hold: a kind's own slot, and the value for those a number can say; a
// number also fits the player's and the place's slots (0 to 127 there).
bool fits(FieldKind kind, Slot slot) {
    switch (kind) {
    case FieldKind::Square: return slot == Slot::Pos;
    case FieldKind::Feature: return slot == Slot::Feature;
    case FieldKind::Figure: return slot == Slot::Figure || slot == Slot::Value;
    case FieldKind::Rotation: return slot == Slot::Rotation || slot == Slot::Value;
    case FieldKind::Player: return slot == Slot::Player || slot == Slot::Value;
    case FieldKind::Place: return slot == Slot::Place || slot == Slot::Value;
    case FieldKind::Number: return slot == Slot::Value || slot == Slot::Player || slot == Slot::Place;
    case FieldKind::Tile:
    case FieldKind::Choice:
    case FieldKind::Set: return slot == Slot::Value;
    }
    return false;
}

std::string field_of(const ActionDef& def, const FieldDef& f) {
    return "`" + std::string(f.name) + "` of " + std::string(def.id());
}

// A field in the action's value as a save writes it.
FieldValue value_record(const Ruleset& rules, const FieldDef& f, int v) {
    switch (f.kind) {
    case FieldKind::Figure:
        return v >= 0 && v < static_cast<int>(rules.figures.size()) ? rules.figures[static_cast<size_t>(v)].id
                                                                     : std::string();
    case FieldKind::Place:
        return v >= 0 && v < static_cast<int>(rules.places.size()) ? rules.places[static_cast<size_t>(v)].id
                                                                   : std::string();
    case FieldKind::Tile:
        return v >= 0 && v < static_cast<int>(rules.tiles.size()) ? rules.tiles[static_cast<size_t>(v)].id
                                                                  : std::string();
    case FieldKind::Choice:
        return v >= 0 && v < static_cast<int>(f.names.size()) ? std::string(f.names[static_cast<size_t>(v)])
                                                               : std::string();
    case FieldKind::Set: {
        std::vector<std::string> words;
        for (size_t i = 0; i < f.names.size(); ++i)
            if (v & (1 << i)) words.emplace_back(f.names[i]);
        return words;
    }
    default: return static_cast<long long>(v);
    }
}

// The value back from a save's field, or why it cannot be one.
Result<int> value_from(const ActionDef& def, const Ruleset& rules, const FieldDef& f, const FieldValue& v) {
    const std::string which = field_of(def, f);
    auto word = [&]() -> const std::string* { return std::get_if<std::string>(&v); };
    switch (f.kind) {
    case FieldKind::Number:
    case FieldKind::Rotation:
    case FieldKind::Player: {
        const long long* n = std::get_if<long long>(&v);
        if (!n) return error(which + " must be a number");
        const long long lo = f.kind == FieldKind::Number ? kOpenValue + 1 : 0;
        const long long hi = f.kind == FieldKind::Number ? INT16_MAX : f.kind == FieldKind::Rotation ? 3
                                                                              : rules.player_count() - 1;
        if (*n < lo || *n > hi)
            return error(which + " must be " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " +
                         std::to_string(*n));
        return static_cast<int>(*n);
    }
    case FieldKind::Figure: {
        if (!word()) return error(which + " must be a figure's id");
        const int k = rules.figure(*word());
        if (k < 0) return error(which + ": there is no figure \"" + *word() + "\" in this game");
        return k;
    }
    case FieldKind::Place: {
        if (!word()) return error(which + " must be a place's id");
        const int k = rules.place(*word());
        if (k < 0) return error(which + ": there is no place \"" + *word() + "\" in this game");
        return k;
    }
    case FieldKind::Tile: {
        if (!word()) return error(which + " must be a tile's id");
        auto t = rules.tile(*word());
        if (!t) return error(which + ": there is no tile \"" + *word() + "\" in this game");
        return static_cast<int>(*t);
    }
    case FieldKind::Choice: {
        if (!word()) return error(which + " must be a word");
        for (size_t i = 0; i < f.names.size(); ++i)
            if (f.names[i] == *word()) return static_cast<int>(i);
        std::string known;
        for (std::string_view n : f.names) known += (known.empty() ? "" : ", ") + std::string(n);
        return error(which + " is one of " + known + ", not \"" + *word() + "\"");
    }
    case FieldKind::Set: {
        const auto* words = std::get_if<std::vector<std::string>>(&v);
        if (!words) return error(which + " must be a list of words");
        int bits = 0;
        for (const std::string& w : *words) {
            const auto at = std::find(f.names.begin(), f.names.end(), w);
            if (at == f.names.end()) return error(which + " names an unknown \"" + w + "\"");
            bits |= 1 << (at - f.names.begin());
        }
        return bits;
    }
    case FieldKind::Square:
    case FieldKind::Feature: break;
    }
    return error(which + " cannot be saved by name");
}

}  // namespace

void ActionDef::sample_values(const Ruleset& rules, const GameState& state, const Action& a,
                              std::vector<int16_t>& out) const {
    const ValueRange r = value_range(rules, state, a);
    if (r.max < r.min) return;
    const int span = r.max - r.min;
    if (span < 8) {
        for (int v = r.min; v <= r.max; ++v) out.push_back(static_cast<int16_t>(v));
        return;
    }
    // min, 6 evenly spaced, max: 8 distinct values since the range holds more than 8.
    for (int k = 0; k <= 7; ++k) out.push_back(static_cast<int16_t>(r.min + span * k / 7));
}

Message ActionDef::out_of_range(const Ruleset&, const GameState&, const Action&, ValueRange range) const {
    return Message("the number must be {min} to {max}", {{"min", int{range.min}}, {"max", int{range.max}}});
}

std::optional<std::string> fields_problem(const ActionDef& def) {
    bool used[static_cast<int>(Slot::Value) + 1] = {};
    const std::span<const FieldDef> fields = def.fields();
    for (size_t i = 0; i < fields.size(); ++i) {
        const FieldDef& f = fields[i];
        const std::string which = "field `" + std::string(f.name) + "`";
        if (f.name.empty()) return std::string("a field has no name");  // not a player's message
        if (!fits(f.kind, f.slot)) return which + ": its kind does not fit its slot";
        static constexpr std::string_view kRecordKeys[] = {"type",    "tile",     "x",      "y",     "rotation",
                                                           "figure",  "feature",  "location", "player", "place"};
        if (by_name(f) && std::find(std::begin(kRecordKeys), std::end(kRecordKeys), f.name) != std::end(kRecordKeys))
            return which + ": a field in the value needs a name of its own, not a key every action has";
        bool& taken = used[static_cast<int>(f.slot)];
        if (taken) return which + ": another field has its slot";
        taken = true;
        const bool named = f.kind == FieldKind::Choice || f.kind == FieldKind::Set;
        if (named && f.names.empty()) return which + ": a choice or set needs its words";
        if (f.kind == FieldKind::Set && f.names.size() > 15) return which + ": a set holds at most 15 words";
        if (f.kind == FieldKind::Feature && !used[static_cast<int>(Slot::Pos)])
            return which + ": a feature comes after the square of its tile";
    }
    return std::nullopt;
}

std::optional<std::string> undeclared_field(const ActionDef& def, const ActionRecord& record) {
    for (const auto& field : record.fields) {
        // A named reference, not a structured binding: clang 14 (the fuzz build) cannot capture one.
        const std::string& name = field.first;
        const std::span<const FieldDef> fields = def.fields();
        const bool declared = std::any_of(fields.begin(), fields.end(),
                                          [&](const FieldDef& f) { return by_name(f) && f.name == name; });
        if (!declared) return "`" + name + "` is not a field of " + std::string(def.id());
    }
    return std::nullopt;
}

ActionRecord record_fields(const ActionDef& def, const Ruleset& rules, const GameState& state, const Action& a) {
    ActionRecord r;
    r.type = std::string(def.id());
    for (const FieldDef& f : def.fields()) {
        switch (f.slot) {
        case Slot::Pos: r.pos = a.pos; break;
        case Slot::Feature:
            if (a.feature >= 0 || !f.optional) record_feature(rules, state, a.pos, a.feature, r);
            break;
        case Slot::Figure:
            if (a.figure >= 0 && a.figure < static_cast<int>(rules.figures.size()))
                r.figure = rules.figures[static_cast<size_t>(a.figure)].id;
            break;
        case Slot::Rotation: r.rotation = a.rotation; break;
        case Slot::Player:
            if (small_number(f)) {
                if (!f.optional || a.player >= 0) r.fields[std::string(f.name)] = static_cast<long long>(a.player);
            } else if (a.player >= 0) {
                r.player = a.player;
            }
            break;
        case Slot::Place:
            if (small_number(f)) {
                if (!f.optional || a.place >= 0) r.fields[std::string(f.name)] = static_cast<long long>(a.place);
            } else if (a.place >= 0 && a.place < static_cast<int>(rules.places.size()))
                r.place = rules.places[static_cast<size_t>(a.place)].id;
            break;
        case Slot::Value:
            if (!f.optional || a.value != 0) r.fields[std::string(f.name)] = value_record(rules, f, a.value);
            break;
        }
    }
    return r;
}

Result<Action> resolve_fields(const ActionDef& def, const Ruleset& rules, const GameState& state,
                              const ActionRecord& r) {
    if (auto why = undeclared_field(def, r)) return error(*why);
    Action a;
    a.def = &def;
    auto missing = [&](const FieldDef& f) { return error(field_of(def, f) + " is missing"); };
    for (const FieldDef& f : def.fields()) {
        if (small_number(f)) {
            const auto it = r.fields.find(std::string(f.name));
            if (it == r.fields.end()) {
                if (!f.optional) return missing(f);
                continue;
            }
            const long long* n = std::get_if<long long>(&it->second);
            if (!n) return error(field_of(def, f) + " must be a number");
            if (*n < 0 || *n > INT8_MAX)
                return error(field_of(def, f) + " must be 0 to 127, not " + std::to_string(*n));
            (f.slot == Slot::Player ? a.player : a.place) = static_cast<int8_t>(*n);
            continue;
        }
        switch (f.slot) {
        case Slot::Pos:
            if (r.pos) a.pos = *r.pos;
            else if (!f.optional) return missing(f);
            break;
        case Slot::Feature: {
            if (r.feature.empty()) {
                if (!f.optional) return missing(f);
                break;
            }
            auto local = resolve_feature(rules, state, a.pos, r);
            if (!local) return error(field_of(def, f) + ": " + local.error());
            a.feature = static_cast<int16_t>(*local);
            break;
        }
        case Slot::Figure: {
            if (r.figure.empty()) {
                if (!f.optional) return missing(f);
                break;
            }
            auto figure = resolve_figure(rules, r);
            if (!figure) return error(field_of(def, f) + ": " + figure.error());
            a.figure = static_cast<int8_t>(*figure);
            break;
        }
        case Slot::Rotation:
            if (r.rotation < 0 || r.rotation > 3) return error(field_of(def, f) + " must be 0 to 3");
            a.rotation = static_cast<int8_t>(r.rotation);
            break;
        case Slot::Player:
            if (r.player) a.player = static_cast<int8_t>(*r.player);
            else if (!f.optional) return missing(f);
            break;
        case Slot::Place: {
            if (r.place.empty()) {
                if (!f.optional) return missing(f);
                break;
            }
            const int place = rules.place(r.place);
            if (place < 0) return error(field_of(def, f) + ": there is no place \"" + r.place + "\" in this game");
            a.place = static_cast<int8_t>(place);
            break;
        }
        case Slot::Value: {
            const auto it = r.fields.find(std::string(f.name));
            if (it == r.fields.end()) {
                if (!f.optional) return missing(f);
                break;
            }
            auto v = value_from(def, rules, f, it->second);
            if (!v) return error(v.error());
            a.value = static_cast<int16_t>(*v);
            break;
        }
        }
    }
    return a;
}

bool is_listed(const Ruleset& rules, const GameState& state, const ActionList& legal, const Action& a) {
    if (a.value == kOpenValue) return false;
    for (const Action& e : legal) {
        if (e == a) return true;
        if (e.value != kOpenValue || e.def != a.def) continue;
        Action concrete = e;
        concrete.value = a.value;
        if (concrete == a && e.def->value_range(rules, state, e).contains(a.value)) return true;
    }
    return false;
}

const ActionList& concrete_actions(const Ruleset& rules, const GameState& state, const ActionList& legal,
                                   ActionList& scratch, Expand expand) {
    const auto open = std::find_if(legal.begin(), legal.end(), [](const Action& e) { return e.value == kOpenValue; });
    if (open == legal.end()) return legal;
    scratch.assign(legal.begin(), open);
    std::vector<int16_t> values;
    for (auto it = open; it != legal.end(); ++it) {
        if (it->value != kOpenValue) {
            scratch.push_back(*it);
            continue;
        }
        values.clear();
        if (expand == Expand::Sample) {
            it->def->sample_values(rules, state, *it, values);
        } else {
            const ValueRange r = it->def->value_range(rules, state, *it);
            for (int v = r.min; v <= r.max; ++v) values.push_back(static_cast<int16_t>(v));
        }
        for (int16_t v : values) {
            if (v == kOpenValue) continue;
            Action a = *it;
            a.value = v;
            scratch.push_back(a);
        }
    }
    return scratch;
}

void make_concrete(const Ruleset& rules, const GameState& state, ActionList& list, ActionList& scratch,
                   Expand expand) {
    if (&concrete_actions(rules, state, list, scratch, expand) != &list) list.swap(scratch);
}

}  // namespace carc
