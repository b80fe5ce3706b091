// The Tower's JCloisterZone codec (docs/jcz.md, "The Tower"): its element "tower" (the pieces), the
// tower's foundation as JCZ's feature class "Tower" at location "I", and the messages of its
// actions: a piece is PLACE_TOKEN of token TOWER_PIECE at the tower's pointer {position, feature
// "Tower", location "I"}; a capture is CAPTURE_FOLLOWER with JCZ 5's meeple pointer
// {featurePointer, meepleId}; a ransom is PAY_RANSOM naming the prisoner's meeple id (the captor is
// whoever holds it). A follower on a tower is an ordinary DEPLOY_MEEPLE on feature "Tower".
// Prisoners keep their meeple ids in their captor's prison, an off-board place of ours
// ("prison-<n>"), in JczMeepleIds: a capture moves the id there, and after every action the ids
// the prisons no longer hold (an exchange, a ransom) go home. JCZ asks the captor which follower
// comes back in an exchange when the other player held several kinds (EXCHANGE_FOLLOWER); our
// engine gives back the first taken, which the exporter writes and the importer checks.
#include <set>

#include "data/jcz/codec.hpp"

#include "carc/ruleset.hpp"
#include "carc/state.hpp"
#include "modules/tower.hpp"

namespace carc {

namespace {
namespace tower_codec {

// The prisons are places "prison-1"... in player order (tower.cpp); none without The Tower.
int first_prison(const Ruleset& rules) { return rules.place("prison-1"); }
std::vector<int> prisons(const Ruleset& rules) {
    std::vector<int> out;
    if (const int first = first_prison(rules); first >= 0)
        for (int p = 0; p < rules.player_count(); ++p) out.push_back(first + p);
    return out;
}
// The player whose prison `place` is, or none.
std::optional<int> captor_of(const Ruleset& rules, int place) {
    const int first = first_prison(rules);
    if (first < 0 || place < first || place - first >= rules.player_count()) return std::nullopt;
    return place - first;
}

class TowerJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"tower", "tower", jcz::ElementUse::Switch, "pieces", true, jcz::ElementValue::One}};
    }
    // Our exporter wrote the location "TOWER" before JCZ's own engine checked its files: still read.
    // JCZ lets only its small and big followers (and the phantom) stand on a tower, as our Tower does.
    std::vector<JczDeclaredFeature> declared_features() const override {
        return {{"tower", "Tower", "I", "TOWER", {"small", "big"}, "meeples and large meeples"}};
    }
    // JCZ takes a ransom at any moment of the payer's turn, once (RANSOM_PAID), and has no
    // setting for it: our `any_time`. Games begun with `before_tile` pay only where JCZ allows it
    // too, so they are written the same; an import reads `any_time`.
    std::vector<JczRule> rules() const override {
        return {{"", "ransom", "any-time", {{"any_time", "any-time"}, {"before_tile", "any-time"}}}};
    }
    bool claims(std::string_view type, const nlohmann::json& payload) const override {
        if (!payload.is_object()) return false;
        if (type == "PLACE_TOKEN") return token(payload) == "TOWER_PIECE";
        return type == "CAPTURE_FOLLOWER" || type == "PAY_RANSOM" || type == "EXCHANGE_FOLLOWER";
    }
    bool only_checks(std::string_view type) const override { return type == "EXCHANGE_FOLLOWER"; }
    // Which of the captor's followers came back in the exchange: only the same kind as ours (the
    // first taken) is the same game.
    Result<std::optional<std::string>> check(std::string_view, const nlohmann::json& payload,
                                             const JczMeepleIds& meeples) const override {
        if (!payload.contains("meepleId") || !payload["meepleId"].is_string())
            return error("EXCHANGE_FOLLOWER names the meepleId of the follower taken back");
        const std::string id = payload["meepleId"].get<std::string>();
        auto named = meeples.parse(id);
        if (!named) return error(named.error());
        for (const std::string& freed_id : meeples.last_released()) {
            auto freed = meeples.parse(freed_id);
            if (freed && freed->first == named->first && freed->second == named->second) return std::optional<std::string>();
        }
        return std::optional<std::string>("JCZ's captor took back " + id +
                                          " in the exchange; our engine gives back the follower taken first, of another kind");
    }

    // A capture of another player's follower takes its id to the captor's prison; an exchange or a
    // ransom then sends ids home, and when the other player held the captor's followers of more
    // than one kind, JCZ asks the captor which one comes back: ours is the first taken.
    std::vector<std::pair<std::string, nlohmann::ordered_json>> after_export(const Ruleset& rules, const GameState& before,
                                                                         const GameState& after, const Action& action,
                                                                         JczMeepleIds& meeples) const override {
        std::optional<std::string> taken;
        if (action.def->id() == "capture" && action.player != before.acting_player)
            taken = meeples.board_to_place(action.pos, action.feature, first_prison(rules) + before.acting_player);
        const std::vector<std::string> home = meeples.reconcile(rules, after, prisons(rules));
        if (!taken) return {};
        std::set<int> kinds;  // kinds of the captor's followers the captured one's owner held
        for (int i : prisoners_held_by(rules, before, action.player))
            if (before.figures[static_cast<size_t>(i)].owner == before.acting_player) kinds.insert(before.figures[static_cast<size_t>(i)].kind);
        if (kinds.size() < 2) return {};
        std::vector<std::pair<std::string, nlohmann::ordered_json>> out;
        for (const std::string& id : home)
            if (id.rfind(std::to_string(before.acting_player) + ".", 0) == 0)
                out.emplace_back("EXCHANGE_FOLLOWER", nlohmann::ordered_json{{"meepleId", id}});
        return out;
    }
    void after_import(const Ruleset& rules, const GameState& after, const ActionRecord& rec, const nlohmann::json* payload,
                      int actor, JczMeepleIds& meeples) const override {
        if (rec.type == "capture" && rec.player && *rec.player != actor && payload) {
            // The capture was read from this payload, so it has its pointer; a missing one is an
            // empty id rather than a lookup of a missing key (undefined behaviour in nlohmann-json).
            std::string id;
            if (payload->is_object()) {
                const auto pointer = payload->find("pointer");
                if (pointer != payload->end() && pointer->is_object()) {
                    const auto meeple = pointer->find("meepleId");
                    if (meeple != pointer->end() && meeple->is_string()) id = meeple->get<std::string>();
                }
            }
            meeples.enter_place(id, first_prison(rules) + actor);
        }
        meeples.reconcile(rules, after, prisons(rules));
    }

    Result<ActionRecord> read(const Ruleset& rules, std::string_view type, const nlohmann::json& payload, const JczMeepleIds& meeples) const override {
        ActionRecord r;
        if (type == "PLACE_TOKEN") {
            // The tower's feature pointer {position, feature "Tower", location "I"}, as JCZ's client
            // (TowerPieceItem.vue) writes it; a pointer without its feature is read as well.
            const nlohmann::json* ptr = payload.contains("pointer") ? &payload["pointer"] : nullptr;
            if (!ptr || !ptr->is_object() || !ptr->contains("position")) return error("a tower piece's pointer needs a position");
            const nlohmann::json& pos = (*ptr)["position"];
            if (!pos.is_array() || pos.size() != 2 || !pos[0].is_number_integer() || !pos[1].is_number_integer())
                return error("a position is [x, y]");
            // JCZ's engine: the Tower's feature pointer, location "I"; our exports before JCZ's engine
            // checked them wrote "TOWER" (still read, so that those files open).
            if (ptr->contains("location") && (*ptr)["location"] != "I" && (*ptr)["location"] != "TOWER")
                return error("a tower piece goes to the tower's location \"I\"");
            if (ptr->contains("feature") && (*ptr)["feature"] != "Tower") return error("a tower piece goes onto a feature \"Tower\"");
            r.type = "add_tower_piece";
            r.pos = Pos{pos[0].get<int>(), pos[1].get<int>()};
            return r;
        }
        const std::string id_key = "meepleId";
        if (type == "PAY_RANSOM") {
            if (!payload.contains(id_key) || !payload[id_key].is_string()) return error("PAY_RANSOM names the prisoner's meepleId");
            const std::string id = payload[id_key].get<std::string>();
            auto meeple = meeples.parse(id);
            if (!meeple) return error(meeple.error());
            const std::optional<int> place = meeples.place_of(id);
            const std::optional<int> captor = place ? captor_of(rules, *place) : std::nullopt;
            if (!captor) return error("PAY_RANSOM for " + id + ", which no player holds prisoner");
            r.type = "pay_ransom";
            r.player = *captor;
            r.figure = meeple->second;
            return r;
        }
        // CAPTURE_FOLLOWER: JCZ 5's {featurePointer, meepleId}; a flat pointer is read as well.
        if (!payload.contains("pointer")) return error("CAPTURE_FOLLOWER needs a pointer");
        return jcz::read_meeple_pointer("capture", payload["pointer"], meeples);
    }

    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state, const Action& a,
                                                                 JczMeepleIds& meeples) const override;

    // JCZ's capture phase offers the captor a PASS (taking nobody); it has no ransom step (a ransom
    // may come at any moment of the turn), so going on without paying is no message.
    bool writes_pass(const Ruleset& rules, const GameState& state) const override {
        return state.phase == Phase::ModuleStep && capturing_tower(rules, state).has_value();
    }

private:
    // JCZ's client writes the token as a string; its engine's own form is [class name, token].
    static std::string token(const nlohmann::json& payload) {
        if (!payload.contains("token")) return "";
        const nlohmann::json& t = payload["token"];
        if (t.is_string()) return t.get<std::string>();
        if (t.is_array() && t.size() == 2 && t[1].is_string()) return t[1].get<std::string>();
        return "";
    }
};

Result<std::pair<std::string, nlohmann::ordered_json>> TowerJcz::write(const Ruleset& rules, const GameState& state, const Action& a,
                                                                     JczMeepleIds& meeples) const {
    using ojson = nlohmann::ordered_json;
    const auto square = [](Pos p) { return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")"; };
    if (a.def->id() == "add_tower_piece")
        return std::make_pair(std::string("PLACE_TOKEN"),
                              ojson{{"token", "TOWER_PIECE"}, {"pointer", {{"position", {a.pos.x, a.pos.y}}, {"feature", "Tower"}, {"location", "I"}}}});
    if (a.def->id() == "capture") {
        const std::string meeple = meeples.id_at(a.pos, a.feature);
        if (meeple.empty()) return error("no meeple id for the follower at " + square(a.pos));
        return std::make_pair(std::string("CAPTURE_FOLLOWER"),
                              ojson{{"pointer", {{"featurePointer", jcz::write_feature_pointer(rules, state, a.pos, a.feature)}, {"meepleId", meeple}}}});
    }
    // The ransom: the first of the payer's followers of that kind in the captor's prison, as ours frees.
    const std::string meeple =
        meeples.first_in_place(first_prison(rules) + a.player, state.acting_player, rules.figures[static_cast<size_t>(a.figure)].id);
    if (meeple.empty()) return error("no meeple id for the prisoner the ransom frees");
    return std::make_pair(std::string("PAY_RANSOM"), ojson{{"meepleId", meeple}});
}

}  // namespace tower_codec
}  // namespace

const JczCodec& tower_jcz_codec() {
    static const tower_codec::TowerJcz codec;
    return codec;
}

}  // namespace carc
