// Mage & Witch on the table (its view, registered in registry.cpp): a tile with the magic symbol
// carries a badge (board/tile_marks.hpp), a violet arch with a star; the mage and the witch stand on
// the board in their own art (assets/figures/mage.svg, witch.svg), and pointing at one says what it
// does to its road or city; both are at the head of the scoreboard with the same words, or where
// they wait before the first tile with the magic symbol. The move's choices are the mage and the
// witch on each free road or city, and taking one off the board when none is free.
#include <SDL2/SDL.h>
#include <string>

#include "board/choice_layer.hpp"
#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "modules/mage_witch.hpp"
#include "shell/i18n.hpp"
#include "widgets/scoreboard.hpp"

namespace carc::app {

namespace {

namespace paint {

using svg::badge;
using svg::fill;
using svg::symbol_path;
using Svg = svg::Writer;

// The magic symbol: a violet arch on a dark disc, a yellow star inside.
void magic_symbol(Svg& s, Vec2 p, float) {
    const float r = 8.5f, k = r * 0.9f;
    badge(s, p, r, "#2a1640");
    s.path(symbol_path(p, k, {"M", -0.55f, 0.7f, "L", -0.55f, -0.1f, "C", -0.55f, -0.85f, 0.55f, -0.85f, 0.55f, -0.1f,
                              "L", 0.55f, 0.7f}),
           "fill=\"none\" stroke=\"#c08af0\" stroke-width=\"1.6\" stroke-linecap=\"round\"");
    s.path(symbol_path(p, k, {"M", 0.0f, -0.35f, "L", 0.1f, -0.05f, "L", 0.38f, 0.0f, "L", 0.15f, 0.15f, "L", 0.22f, 0.45f,
                              "L", 0.0f, 0.28f, "L", -0.22f, 0.45f, "L", -0.15f, 0.15f, "L", -0.38f, 0.0f, "L", -0.1f,
                              -0.05f, "Z"}),
           fill("#ffe066"));
}

}  // namespace paint

constexpr TileMark kMageWitchMarks[] = {
    {.id = "mage",
     .placement = MarkPlacement::TileBadge,
     .source = "mage",
     .draw = &paint::magic_symbol,
     .tip = [] {
         return std::string(_("Magic symbol: placing this tile moves the mage or the witch onto an unfinished "
                              "road or city"));
     },
     .words = [](int) { return std::string(C_("tile part", "a magic symbol")); }},
};

// What each figure does, on the board or waiting for the first tile with the magic symbol.
std::string what_it_does(MageWitchRole role, bool on_board) {
    if (role == MageWitchRole::Mage)
        return on_board ? std::string(_("Mage: the road or city it stands on scores 1 more point per tile; it "
                                        "leaves when that feature is completed"))
                        : std::string(_("Mage: waits off the board for the first tile with the magic symbol; a "
                                        "road or city with the mage scores 1 more point per tile"));
    return on_board ? std::string(_("Witch: the road or city it stands on scores half its points (rounded "
                                    "up); it leaves when that feature is completed"))
                    : std::string(_("Witch: waits off the board for the first tile with the magic symbol; a "
                                    "road or city with the witch scores half its points (rounded up)"));
}

bool stands_on_board(const GameState& s, int figure) {
    for (const Figure& f : s.figures)
        if (f.kind == figure && f.owner < 0) return true;
    return false;
}

class MageWitchView : public ExpansionView {
public:
    std::string_view module_id() const override { return "mage-witch"; }
    std::span<const TileMark> tile_marks() const override { return kMageWitchMarks; }

    std::optional<std::string> figure_tip(const Ruleset& rules, const GameState&, const Figure& f) const override {
        const auto role = mage_witch_role(rules, f.kind);
        if (!role) return std::nullopt;
        return what_it_does(*role, true);
    }

    void neutral_items(const Ruleset& rules, const GameState& s, std::vector<RowItem>& out) const override {
        for (const std::string_view id : {"mage", "witch"}) {
            const int figure = rules.figure(id);
            const auto role = mage_witch_role(rules, figure);
            if (!role) continue;
            RowItem item;
            item.icon = RowItem::Icon::Piece;
            item.figure = figure;
            item.show_count = false;
            item.tip = what_it_does(*role, stands_on_board(s, figure));
            item.id = std::string(id);
            out.push_back(std::move(item));
        }
    }

    // A move: the figure on its road or city; taking one off: on the feature it leaves.
    std::optional<ChoiceTarget> choice_target(const Ruleset& rules, const GameState& s, const Action& a) const override {
        if (!a.def || !mage_witch_role(rules, a.figure)) return std::nullopt;
        if (a.def->id() == "move_mage_witch") return ChoiceTarget{a.pos, a.feature, false, a.figure};
        if (a.def->id() != "remove_mage_witch") return std::nullopt;
        for (const Figure& f : s.figures)
            if (f.kind == a.figure && f.owner < 0 && f.on_feature())
                return ChoiceTarget{s.board.tile(f.tile).pos, f.local, true, a.figure};
        return std::nullopt;
    }

    std::optional<ChoiceWords> choice_words(const Ruleset& rules, const GameState&, const Action& a,
                                            const ChoiceTarget&) const override {
        if (!a.def) return std::nullopt;
        const auto role = mage_witch_role(rules, a.figure);
        if (!role) return std::nullopt;
        const bool mage = *role == MageWitchRole::Mage;
        if (a.def->id() == "move_mage_witch")
            return ChoiceWords{mage ? std::string(_("Move the mage here")) : std::string(_("Move the witch here")),
                               mage ? std::string(_("+1 point per tile when scored"))
                                    : std::string(_("half the points when scored")),
                               false, {}};
        if (a.def->id() == "remove_mage_witch")
            return ChoiceWords{mage ? std::string(_("Take the mage off the board"))
                                    : std::string(_("Take the witch off the board")),
                               {}, true, {}};
        return std::nullopt;
    }
};

}  // namespace

const ExpansionView& mage_witch_view() {
    static const MageWitchView view;
    return view;
}

}  // namespace carc::app
