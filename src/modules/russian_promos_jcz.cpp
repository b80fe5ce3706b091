// The Russian Promos' JCloisterZone codec (docs/jcz.md): no element of its own (JCZ's client
// enforces its capabilities `yaga` and `russian-trap` with the tile sets, and its test games list
// neither), three feature classes for our declared kinds (YagaHut, SoloveiRazboynik and Vodyanoy,
// each in the middle of its tile, location I), and RETURN_MEEPLE with source TRAP for freeing a
// caught follower (our "free_trapped"), read from the trap's pointer.
#include "data/jcz/codec.hpp"

namespace carc {

namespace {

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

    // The exporter keeps the ids of figures by the feature they were deployed on; a caught
    // follower's id would have to follow it onto the trap first.
    std::optional<std::string> refusal(const Ruleset&, const GameState&, const Action& a) const override {
        if (a.def && a.def->id() == "free_trapped")
            return std::string("freeing a caught follower is not written to JCloisterZone yet (its meeple id follows it onto the trap)");
        return std::nullopt;
    }
};

}  // namespace

const JczCodec& russian_promos_jcz_codec() {
    static const RussianPromosJcz codec;
    return codec;
}

}  // namespace carc
