// The Russian Promos' JCloisterZone codec (docs/jcz.md): no element of its own (JCZ's client
// enforces its capabilities `yaga` and `russian-trap` with the tile sets, and its test games list
// neither), three feature classes for our declared kinds (YagaHut, SoloveiRazboynik and Vodyanoy,
// each in the middle of its tile, location I), and RETURN_MEEPLE with source TRAP for freeing a
// caught follower (our "free_trapped"), read from the trap's pointer and written with the id of
// one of the player's followers on that trap. A caught follower keeps its JCZ id: the exporter's
// books (JczMeepleIds, by the feature a figure stands on) move it onto the trap after every action
// that caught one.
#include <string>
#include <vector>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"
#include "data/jcz/codec.hpp"

namespace carc {

namespace {
namespace russian_promos_codec {

// Ids in passage between two features (no place of a ruleset is negative).
constexpr int kInPassage = -7700;

// "<player>.<kind>.<n>": the player and the kind.
bool owner_and_kind(const std::string& id, int& player, std::string& kind) {
    const size_t a = id.find('.'), b = id.rfind('.');
    if (a == std::string::npos || b == a) return false;
    player = std::stoi(id.substr(0, a));
    kind = id.substr(a + 1, b - a - 1);
    return true;
}

// The id standing on (from, local) now stands on (to, to_local); returns it ("" when none stood there).
std::string move_id(JczMeepleIds& ids, Pos from, int local, Pos to, int to_local) {
    const std::string id = ids.board_to_place(from, local, kInPassage);
    int player = 0;
    std::string kind;
    if (id.empty() || !owner_and_kind(id, player, kind)) return id;
    ids.leave_place(player, kind, kInPassage, to, to_local);
    return id;
}

bool on_trap(const Ruleset& rules, const GameState& state, const Figure& f) {
    if (!f.on_feature()) return false;
    const FeatureKind k = state.features.node(state.features.find(f.node)).kind;
    return k == rules.catalog->kind("razboynik") || k == rules.catalog->kind("vodyanoy");
}

class RussianPromosJcz final : public JczCodec {
public:
    std::vector<JczDeclaredFeature> declared_features() const override {
        return {{"yaga-hut", "YagaHut", "I", ""}, {"razboynik", "SoloveiRazboynik", "I", ""}, {"vodyanoy", "Vodyanoy", "I", ""}};
    }

    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        return type == "RETURN_MEEPLE" && payload.is_object() && payload.value("source", "") == "TRAP";
    }

    Result<ActionRecord> read(const Ruleset&, std::string_view, const nlohmann::json& payload, const JczMeepleIds& meeples) const override {
        if (!payload.contains("pointer")) return error("a follower freed from a trap needs its pointer");
        return jcz::read_meeple_pointer("free_trapped", payload["pointer"], meeples);
    }

    // RETURN_MEEPLE of one of the player's followers of that kind on the trap, whose id goes first
    // on the trap (the exporter frees the first id there when the figure comes home). The ids are
    // put back with leave_place, which takes the player's last id of that kind in passage: so the
    // one named is that last one, or with two of the player's followers caught there the message
    // would name one id and the books free the other (JCZ then deploys a meeple still trapped).
    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state, const Action& a,
                                                                 JczMeepleIds& ids) const override {
        const JczMeepleKind* row = jcz::meeple_by_figure(rules.figures[static_cast<size_t>(a.figure)].id);
        if (!row) return error("the freed figure has no JCloisterZone counterpart");
        std::vector<std::string> there;
        for (std::string id = ids.board_to_place(a.pos, a.feature, kInPassage); !id.empty();
             id = ids.board_to_place(a.pos, a.feature, kInPassage))
            there.push_back(id);
        std::string chosen;
        for (const std::string& id : there) {
            int player = 0;
            std::string kind;
            if (owner_and_kind(id, player, kind) && player == state.acting_player && kind == row->kind) chosen = id;
        }
        if (chosen.empty()) return error("no meeple id for the caught follower at (" + std::to_string(a.pos.x) + ", " + std::to_string(a.pos.y) + ")");
        if (ids.leave_place(state.acting_player, row->kind, kInPassage, a.pos, a.feature) != chosen)
            return error("the caught follower's meeple id moved while it was freed");
        for (const std::string& id : there) {
            int player = 0;
            std::string kind;
            if (id != chosen && owner_and_kind(id, player, kind)) ids.leave_place(player, kind, kInPassage, a.pos, a.feature);
        }
        using ojson = nlohmann::ordered_json;
        ojson ptr = {{"featurePointer", jcz::write_feature_pointer(rules, state, a.pos, a.feature)}, {"meepleId", chosen}};
        return std::make_pair(std::string("RETURN_MEEPLE"), ojson{{"pointer", ptr}, {"source", "TRAP"}});
    }

    // Every follower an action caught: its id onto the trap.
    std::vector<std::pair<std::string, nlohmann::ordered_json>> after_export(const Ruleset& rules, const GameState& before,
                                                                         const GameState& after, const Action& a,
                                                                         JczMeepleIds& ids) const override {
        for (const Figure& g : after.figures) {
            if (!on_trap(rules, after, g)) continue;
            const Pos trap = after.board.tile(g.tile).pos;
            bool was_out = false;
            for (const Figure& f : before.figures) {
                if (f.serial != g.serial) continue;
                was_out = true;
                if (f.owner == g.owner && f.on_feature() && !on_trap(rules, before, f))
                    move_id(ids, before.board.tile(f.tile).pos, f.local, trap, g.local);
            }
            // Deployed by this very action and caught at once: its id is where it was deployed.
            if (!was_out && a.def && a.def->id() == "deploy") move_id(ids, a.pos, a.feature, trap, g.local);
        }
        return {};
    }
};

}  // namespace russian_promos_codec
}  // namespace

const JczCodec& russian_promos_jcz_codec() {
    static const russian_promos_codec::RussianPromosJcz codec;
    return codec;
}

}  // namespace carc
