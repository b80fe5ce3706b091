// The Wind Roses' JCloisterZone codec (docs/jcz.md). JCZ's capability "wind-rose" is switched on
// by its tile set "wind-roses" (the client enforces it; JCZ's own test game does not list it among
// its elements), so, like the River, the codec declares no element: the set says it. JCZ always
// starts such a game from the big rose, so it has quadrants before any small rose is placed; with a
// river or the City of Carcassonne starting ours, a small rose placed before the big one finds no
// quadrants in JCZ's engine (it fails), and the exporter refuses that game.
#include "data/jcz/codec.hpp"
#include "wind_roses_parts.hpp"

namespace carc {

namespace {
namespace wind_roses_codec {

class WindRosesJcz final : public JczCodec {
public:
    std::optional<std::string> refusal(const Ruleset& rules, const GameState& before, const Action& a) const override {
        if (!is_place(a) || !small_rose_of(rules, before.drawn)) return std::nullopt;
        if (big_rose_in_force(rules, before, static_cast<int>(before.board.tiles().size())) >= 0) return std::nullopt;
        return "a small wind rose is placed before any big rose is on the board; JCloisterZone starts every "
               "game with the Wind Roses from the big rose and cannot score it";
    }
};

}  // namespace wind_roses_codec
}  // namespace

const JczCodec& wind_roses_jcz_codec() {
    static const wind_roses_codec::WindRosesJcz codec;
    return codec;
}

}  // namespace carc
