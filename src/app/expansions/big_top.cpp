// Under the Big Top on the table (its view, registered in registry.cpp): a circus tile shows its
// ring (a red and white striped ring, the tile's landmark) and an acrobat tile its acrobat space (a
// small pyramid of three figures on the round place). The big top is a figure of its own art on its
// circus tile, and its token lies face down under it: pointing at the tile says so, and that
// nobody knows the token's value until the big top moves on or the game ends; it heads the
// scoreboard too. Pointing at an acrobat space says how many stand there and what a full pyramid
// earns. Scoring a pyramid reads "Score the acrobats" on it.
#include <string>

#include "board/board_view.hpp"
#include "board/choice_layer.hpp"
#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "modules/big_top.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

namespace big_top_paint {

using svg::circle;
using svg::fill;
using svg::num;
using svg::pt;
using Svg = svg::Writer;

// The circus ring: a red ring with white stripes around a sand floor, `size` its radius.
void ring(Svg& s, Vec2 p, float size) {
    const float r = std::max(size, 6.0f);
    circle(s, p, r, fill("#c8362e", "stroke=\"#5a1410\" stroke-width=\"0.8\""));
    circle(s, p, r * 0.72f, fill("#ecd9a6", "stroke=\"#fff6e0\" stroke-width=\"1.2\" stroke-dasharray=\"2 2\""));
    circle(s, p, r * 0.18f, fill("#c8362e"));
}

// The acrobat space: three small figures stacked in a pyramid, two below and one on their shoulders.
void pyramid(Svg& s, Vec2 p, float) {
    constexpr float k = 1.2f;
    const auto figure = [&](float x, float y) {
        const Vec2 c = p + Vec2{x * k, y * k};
        circle(s, c + Vec2{0, -2.6f * k}, 1.3f * k, fill("#f1d2a8", "stroke=\"#4a2c14\" stroke-width=\"0.4\""));
        s.path("M" + pt(c + Vec2{-1.8f * k, 2.4f * k}) + " L" + pt(c + Vec2{0, -1.4f * k}) + " L" +
                   pt(c + Vec2{1.8f * k, 2.4f * k}) + " Z",
               fill("#2f6fb0", "stroke=\"#173656\" stroke-width=\"0.4\""));
    };
    figure(-2.2f, 3.2f);
    figure(2.2f, 3.2f);
    figure(0, -2.4f);
}

}  // namespace big_top_paint

constexpr TileMark kBigTopMarks[] = {
    {.id = "circus",
     .placement = MarkPlacement::Landmark,
     .source = "circus",
     .draw = &big_top_paint::ring,
     .tip = [] {
         return std::string(_("Circus ring: when this tile is placed the big top moves here over a face-down animal "
                              "token, after scoring where it stood"));
     },
     .words = [](int) { return std::string(_("a circus ring")); }},
    {.id = "acrobats",
     .placement = MarkPlacement::DeclaredPlace,
     .source = "acrobats",
     .draw = &big_top_paint::pyramid,
     .tip = [] {
         return std::string(_("Acrobat space: up to three followers climb here from the tile just placed or one "
                              "beside it; a full pyramid scores 5 points a follower"));
     },
     .words = [](int) { return std::string(_("an acrobat space")); }},
};

class BigTopView : public ExpansionView {
public:
    std::string_view module_id() const override { return "big-top"; }
    std::span<const TileMark> tile_marks() const override { return kBigTopMarks; }

    std::optional<std::string> board_tip(const TableContext& table, SDL_Point at) const override {
        const Pos cell = table.view.cell_at(at.x, at.y);
        const int tile = big_top_tile(table.rules, table.state);
        if (tile >= 0 && table.state.board.tile(tile).pos == cell)
            return std::string(_("The big top, over a face-down animal token (1 to 7 points): nobody knows it until the "
                                 "big top moves on or the game ends; then each follower on this tile and the eight "
                                 "around scores its owner the token's points"));
        for (const AcrobatSpace& a : acrobat_spaces(table.rules, table.state)) {
            if (!(a.pos == cell) || a.followers == 0) continue;
            return app::fill(P_("{count} acrobat in the pyramid, of three: a full pyramid may be scored instead of "
                                "placing a figure, 5 points a follower",
                                "{count} acrobats in the pyramid, of three: a full pyramid may be scored instead of "
                                "placing a figure, 5 points a follower",
                                a.followers),
                             {{"count", std::to_string(a.followers)}});
        }
        return std::nullopt;
    }

    void neutral_items(const Ruleset& rules, const GameState& s, std::vector<RowItem>& out) const override {
        const int figure = rules.figure("big-top");
        if (figure < 0) return;
        RowItem item;
        item.icon = RowItem::Icon::Piece;
        item.figure = figure;
        item.show_count = false;
        item.id = "big-top";
        item.tip = big_top_tile(rules, s) < 0
                       ? std::string(_("Big top: waits off the board for the first circus tile"))
                       : std::string(_("Big top: on the board over a face-down animal token; the next circus tile "
                                       "makes it score and move"));
        out.push_back(std::move(item));
    }

    // Scoring a pyramid is chosen on its acrobat space.
    std::optional<ChoiceTarget> choice_target(const Ruleset& rules, const GameState& s, const Action& a) const override {
        if (!a.def || a.def->id() != "score_acrobats") return std::nullopt;
        for (const AcrobatSpace& space : acrobat_spaces(rules, s))
            if (space.pos == a.pos) {
                ChoiceTarget t;
                t.tile = a.pos;
                t.local = space.local;
                t.take_back = true;
                return t;
            }
        return std::nullopt;
    }

    std::optional<ChoiceWords> choice_words(const Ruleset&, const GameState&, const Action& a,
                                            const ChoiceTarget&) const override {
        if (!a.def || a.def->id() != "score_acrobats") return std::nullopt;
        return ChoiceWords{_("Score the acrobats"), _("5 points a follower in the pyramid, and they go home"), false,
                           _("The acrobats' pyramid")};
    }
};

}  // namespace

const ExpansionView& big_top_view() {
    static const BigTopView view;
    return view;
}

}  // namespace carc::app
