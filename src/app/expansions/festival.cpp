// The Festival on the table (its view, registered in registry.cpp): a festival tile carries a badge
// (board/tile_marks.hpp), a string of coloured pennants under a festive sun on a light disc, with
// its tooltip. Taking a figure back is a place on the figure ("Take back the {figure} (festival)"),
// a barn's on its corner; passing says what the festival offered.
#include <string>

#include "board/svg_paint.hpp"
#include "carc/engine.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

constexpr std::string_view kFestivalAction = "festival";
constexpr int kFestivalCornerFigureCorner = 3;  // ChoicePlace::corner: the north-west one, where a corner figure stands

namespace paint {

using svg::badge;
using svg::circle;
using svg::fill;
using svg::symbol_path;
using Svg = svg::Writer;

constexpr const char* kFestivalInk = "stroke=\"#5a2a10\" stroke-width=\"0.4\" stroke-linejoin=\"round\"";

// The disc, a sun above and a line of three pennants (red, blue, green) hanging from a cord.
void festival(Svg& s, Vec2 p, float) {
    const float r = 8.5f;
    badge(s, p, r, "#f6e7c1");
    const float k = 0.62f * r;
    circle(s, {p.x, p.y - 0.45f * k}, 0.3f * k, "fill=\"#f2b632\" stroke=\"#a8740f\" stroke-width=\"0.4\"");
    s.path(symbol_path(p, k, {"M", -0.95f, -0.05f, "Q", 0.0f, 0.35f, 0.95f, -0.05f}),
           "fill=\"none\" stroke=\"#5a2a10\" stroke-width=\"0.5\"");
    s.path(symbol_path(p, k, {"M", -0.75f, 0.05f, "L", -0.35f, 0.17f, "L", -0.6f, 0.75f, "Z"}), fill("#c8322b", kFestivalInk));
    s.path(symbol_path(p, k, {"M", -0.22f, 0.19f, "L", 0.22f, 0.19f, "L", 0.0f, 0.85f, "Z"}), fill("#2d5fa8", kFestivalInk));
    s.path(symbol_path(p, k, {"M", 0.35f, 0.17f, "L", 0.75f, 0.05f, "L", 0.6f, 0.75f, "Z"}), fill("#3c8a3a", kFestivalInk));
}

}  // namespace paint

constexpr TileMark kFestivalMarks[] = {
    {.id = "festival",
     .placement = MarkPlacement::TileBadge,
     .source = "festival",
     .draw = &paint::festival,
     .tip = [] {
         return std::string(_("Festival: whoever places this tile may, instead of placing a figure, take one of "
                              "their own figures back from the board into their supply, unscored"));
     },
     .words = [](int) { return std::string(C_("tile part", "a festival")); }},
};

// The figure a festival action names, if it stands at a tile's corner (a barn): -1 otherwise.
int festival_corner_figure(const GameState& s, const Action& a) {
    const int tile = s.board.tile_index(a.pos);
    for (const Figure& f : s.figures)
        if (f.where == FigureWhere::OnCorner && f.tile == tile && f.local == a.feature && f.kind == a.figure &&
            f.owner == s.acting_player)
            return f.kind;
    return -1;
}

class FestivalView : public ExpansionView {
public:
    std::string_view module_id() const override { return "festival"; }
    std::span<const TileMark> tile_marks() const override { return kFestivalMarks; }

    // A barn is taken back at its corner; every other figure where the layer finds it.
    std::optional<ChoiceTarget> choice_target(const Ruleset&, const GameState& s, const Action& a) const override {
        if (a.def->id() != kFestivalAction || festival_corner_figure(s, a) < 0) return std::nullopt;
        ChoiceTarget t;
        t.tile = a.pos;
        t.local = a.feature;
        t.take_back = true;
        t.figure = a.figure;
        t.corner = kFestivalCornerFigureCorner;
        return t;
    }
    std::optional<ChoiceWords> choice_words(const Ruleset& rules, const GameState&, const Action& a,
                                            const ChoiceTarget& target) const override {
        if (!target.take_back || a.def->id() != kFestivalAction) return std::nullopt;
        return ChoiceWords{app::fill(_("Take back the {figure} (festival)"), {{"figure", figure_in_text(rules, target.figure)}}),
                           "", /*titles_place=*/true, {}};
    }
};

}  // namespace

const ExpansionView& festival_view() {
    static const FestivalView view;
    return view;
}

}  // namespace carc::app
