// The bazaars' JCloisterZone codec (docs/jcz.md, "Bridges, Castles & Bazaars"): JCZ's element
// "bazaar" is our option `bazaars`. A pick with its bid and every raise are BAZAAR_BID {supplyIndex,
// price} (the row's index in the order the tiles were drawn, as ours); a player who does not raise
// sends PASS; the outbid picker's choice is BAZAAR_BUY_OR_SELL {value: BUY or SELL}. The auction
// comes after the turn's COMMIT, as our step comes after the scoring.
#include "data/jcz/codec.hpp"

#include "carc/ruleset.hpp"
#include "carc/state.hpp"
#include "carc/turn.hpp"

namespace carc {

namespace {
namespace bazaars_codec {

using U = jcz::ElementUse;
using V = jcz::ElementValue;

constexpr std::string_view kAuctionStep = "bazaar_auction";

class BazaarsJcz final : public JczCodec {
public:
    std::vector<JczElement> elements() const override {
        return {{"bazaar", "bridges-castles-bazaars", U::Switch, "bazaars", true, V::True}};
    }
    bool claims(std::string_view type, const nlohmann::json&) const override {
        return type == "BAZAAR_BID" || type == "BAZAAR_BUY_OR_SELL";
    }
    Result<ActionRecord> read(const Ruleset&, std::string_view type, const nlohmann::json& payload,
                              const JczMeepleIds&) const override {
        ActionRecord r;
        if (type == "BAZAAR_BID") {
            if (!payload.is_object() || !payload.contains("supplyIndex") || !payload["supplyIndex"].is_number_integer() ||
                !payload.contains("price") || !payload["price"].is_number_integer())
                return error("a BAZAAR_BID needs a whole supplyIndex and price");
            r.type = "bazaar_bid";
            r.fields["row"] = payload["supplyIndex"].get<long long>();
            r.fields["bid"] = payload["price"].get<long long>();
            return r;
        }
        const std::string value = payload.is_object() && payload.contains("value") && payload["value"].is_string()
                                      ? payload["value"].get<std::string>()
                                      : std::string();
        if (value != "BUY" && value != "SELL") return error("a BAZAAR_BUY_OR_SELL's value is BUY or SELL");
        r.type = "bazaar_deal";
        r.fields["deal"] = std::string(value == "BUY" ? "buy" : "sell");
        return r;
    }
    Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset&, const GameState&, const Action& a,
                                                                 JczMeepleIds&) const override {
        using ojson = nlohmann::ordered_json;
        if (a.def->id() == "bazaar_bid")
            return std::make_pair(std::string("BAZAAR_BID"), ojson{{"supplyIndex", int{a.place}}, {"price", int{a.value}}});
        return std::make_pair(std::string("BAZAAR_BUY_OR_SELL"), ojson{{"value", a.value == 1 ? "SELL" : "BUY"}});
    }
    // Not raising is JCZ's PASS.
    bool writes_pass(const Ruleset& rules, const GameState& state) const override {
        return state.step == rules.turn.index_of(kAuctionStep);
    }
};

}  // namespace bazaars_codec
}  // namespace

const JczCodec& bazaars_jcz_codec() {
    static const bazaars_codec::BazaarsJcz codec;
    return codec;
}

}  // namespace carc
