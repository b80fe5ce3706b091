#include "board/learning_aids.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>

#include "board/board_words.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

// --- the oracle, kept per snapshot -------------------------------------------------------------

void LearningAids::refresh(const Ruleset& rules, const GameState& state) {
    analysis_ = analyse(rules, state);
    holdings_ = feature_holdings(rules, state);
}

const SquareFit* LearningAids::square(Pos p) const {
    for (const SquareFit& s : analysis_.squares)
        if (s.pos == p) return &s;
    return nullptr;
}

const FeatureHolding* LearningAids::holding_of(const GameState& state, int node) const {
    if (node < 0 || node >= state.features.size()) return nullptr;
    const int root = state.features.find(node);
    for (const FeatureHolding& h : holdings_)
        if (h.root == root) return &h;
    return nullptr;
}

std::string LearningAids::square_text(const SquareFit& square) const {
    const int k = analysis_.remaining_count;
    const std::string count = std::to_string(k);
    // The plural follows the remaining tiles (the noun); each form keeps its own verb.
    if (square.dead())
        return fill(
            P_("The last remaining tile does not fit here: this square can never be filled.",
               "None of the {count} remaining tiles fits here: this square can never be filled.",
               k),
            {{"count", count}});
    if (square.fitting == 0 && square.besides_the_pile)
        return fill(_("No remaining tile fits here, but {what} can fill it."),
                    {{"what", tr_format(nullptr, *square.besides_the_pile)}});
    if (square.single())
        return fill(P_("The last remaining tile fits here.",
                       "Only 1 of {count} remaining tiles fits here.", k),
                    {{"count", count}});
    return fill(P_("{fitting} of {count} remaining tile fit here.",
                   "{fitting} of {count} remaining tiles fit here.", k),
                {{"fitting", std::to_string(square.fitting)}, {"count", count}});
}

std::string LearningAids::holding_text(const Ruleset& rules, const FeatureHolding& h) const {
    std::string holders;
    for (size_t i = 0; i < h.holders.size(); ++i)
        holders += (i ? ", " : "") + rules.setup.players[static_cast<size_t>(h.holders[i])].name;
    std::string text = capitalised(tr(rules.catalog->kind_noun(h.kind)));
    text +=
        "\n" + fill(h.holders.size() > 1 ? _("Held by (tied): {players}") : _("Held by: {players}"),
                    {{"players", holders}});
    const int at_end = h.value_at_end, if_completed = h.value_if_completed;
    if (h.kind == FeatureKind::Field) {
        text += "\n" + fill(P_("Worth at the end: {points} point each.",
                               "Worth at the end: {points} points each.", at_end),
                            {{"points", std::to_string(at_end)}});
    } else {
        text += "\n" + fill(P_("Worth if completed now: {points} point each.",
                               "Worth if completed now: {points} points each.", if_completed),
                            {{"points", std::to_string(if_completed)}});
        text += "\n" + fill(P_("Worth at the end if unfinished: {points} point each.",
                               "Worth at the end if unfinished: {points} points each.", at_end),
                            {{"points", std::to_string(at_end)}});
    }
    return text;
}

// --- drawing on the board ----------------------------------------------------------------------

SquareLabel single_fit_label(App& app, int tile_px) {
    // The words on one line while they fit the square (at 52 pixels a tile they ran over its
    // neighbours), a smaller font first, then on two lines split at the space nearest their middle.
    const std::string words = _("only 1 tile");
    Text& t = app.text();
    SquareLabel out;
    out.font_px = std::clamp(tile_px / 8, 9, app.px(13));
    const int room = tile_px - 4;
    const auto width = [&](const std::string& line, int font) {
        return t.measure(line, font, FontStyle::Bold).x + font;
    };
    while (out.font_px > 8 && width(words, out.font_px) > room) --out.font_px;
    out.lines = {words};
    if (width(words, out.font_px) > room) {
        size_t split = std::string::npos;
        for (size_t i = words.find(' '); i != std::string::npos; i = words.find(' ', i + 1))
            if (split == std::string::npos ||
                std::abs(static_cast<int>(i) - static_cast<int>(words.size() / 2)) <
                    std::abs(static_cast<int>(split) - static_cast<int>(words.size() / 2)))
                split = i;
        if (split != std::string::npos) out.lines = {words.substr(0, split), words.substr(split + 1)};
    }
    int w = 0;
    for (const std::string& line : out.lines) w = std::max(w, width(line, out.font_px));
    const int line_h = t.line_height(out.font_px, FontStyle::Bold);
    out.size = {w, static_cast<int>(out.lines.size()) * line_h + 2 * (out.font_px / 3)};
    return out;
}

void LearningAids::draw_square_marks(App& app, const BoardView& view) const {
    SDL_Renderer* r = app.renderer();
    const int px = view.tile_px();
    for (const SquareFit& s : analysis_.squares) {
        if (!view.visible(s.pos) || (!s.dead() && !s.single())) continue;
        const SDL_Rect c = inset(view.cell_rect(s.pos), std::max(3, px / 6));
        if (s.dead()) {
            // A cross: nothing will ever go here.
            const float t = static_cast<float>(std::max(2, px / 22));
            const Color ink = theme::kError.with_alpha(170);
            fill_round_rect(r, to_f(c), static_cast<float>(px / 12), theme::kError.with_alpha(28));
            draw_line(r, {static_cast<float>(c.x), static_cast<float>(c.y)},
                      {static_cast<float>(c.x + c.w), static_cast<float>(c.y + c.h)}, ink, t);
            draw_line(r, {static_cast<float>(c.x + c.w), static_cast<float>(c.y)},
                      {static_cast<float>(c.x), static_cast<float>(c.y + c.h)}, ink, t);
        } else {
            // One tile left for it: a small label saying so, words rather than a number in a
            // ring, which is how the figure step marks its places; inside its square.
            const SDL_Point m = view.cell_centre(s.pos);
            const SquareLabel label = single_fit_label(app, px);
            const SDL_Rect box{m.x - label.size.x / 2, m.y - label.size.y / 2, label.size.x, label.size.y};
            fill_round_rect(r, to_f(box), static_cast<float>(std::min(box.h / 2, label.font_px)),
                            Color{20, 22, 24, 215});
            const int line_h = app.text().line_height(label.font_px, FontStyle::Bold);
            for (size_t i = 0; i < label.lines.size(); ++i)
                app.text().draw(label.lines[i], m.x, box.y + label.font_px / 3 + static_cast<int>(i) * line_h,
                                label.font_px, theme::kAccent, FontStyle::Bold, Align::Center);
        }
    }
}

void LearningAids::draw_ownership(App& app, BoardView& view, TileArt& art, const Ruleset& rules,
                                  const GameState& state, const FeatureHolding* lit) const {
    SDL_Renderer* r = app.renderer();
    for (const FeatureHolding& h : holdings_) {
        std::vector<Color> colours;
        for (int p : h.holders)
            colours.push_back(player_color(rules.setup.players[static_cast<size_t>(p)].color).fill);
        const uint8_t alpha = &h == lit ? 245 : 195;
        for (int n : h.nodes) {
            const FeatureNode& fn = state.features.node(n);
            const PlacedTile& t = state.board.tile(fn.tile);
            if (!view.visible(t.pos)) continue;
            if (colours.size() == 1) {
                view.draw_tile_feature(app, art, t, fn.local, colours[0].with_alpha(alpha));
                continue;
            }
            // Tied holders: the feature in stripes of their colours, a stripe per eighth of a tile.
            SDL_Texture* mask = art.mask(t.type, t.rotation, fn.local);
            if (!mask) continue;
            int tw = 0, th = 0;
            SDL_QueryTexture(mask, nullptr, nullptr, &tw, &th);
            const SDL_Rect cell = view.cell_rect(t.pos);
            constexpr int kStripes = 8;
            for (int b = 0; b < kStripes; ++b) {
                const Color c = colours[static_cast<size_t>(b) % colours.size()];
                SDL_SetTextureColorMod(mask, c.r, c.g, c.b);
                SDL_SetTextureAlphaMod(mask, alpha);
                const SDL_Rect src{tw * b / kStripes, 0,
                                   tw * (b + 1) / kStripes - tw * b / kStripes, th};
                const SDL_Rect dst{cell.x + cell.w * b / kStripes, cell.y,
                                   cell.w * (b + 1) / kStripes - cell.w * b / kStripes, cell.h};
                SDL_RenderCopy(r, mask, &src, &dst);
            }
        }
        if (&h == lit)
            for (Pos p : h.tiles)
                view.outline_cell(app, p, theme::kText.with_alpha(220),
                                  static_cast<float>(std::max(2, app.px(3))));
    }
}

void LearningAids::draw_square_tip(App& app, TileArt& art, const SquareFit& square,
                                   SDL_Point at) const {
    Text& t = app.text();
    const int pad = app.px(8);
    const TextBox box =
        t.get(square_text(square), app.px(14), theme::kText, FontStyle::Regular, app.px(300));
    if (!box.texture) return;
    app.note_tooltip(square_text(square));
    const int tile = app.px(34), gap = app.px(4), per_row = 8;
    const int n = static_cast<int>(square.types.size());
    const int rows = (n + per_row - 1) / per_row;
    const int grid_w = std::min(n, per_row) * (tile + gap);
    const SDL_Rect r =
        draw_tooltip_box(app, at, std::max(box.w, grid_w) + 2 * pad,
                         box.h + 2 * pad + (rows > 0 ? rows * (tile + gap) + gap : 0));
    const SDL_Rect dst{r.x + pad, r.y + pad, box.w, box.h};
    SDL_RenderCopy(app.renderer(), box.texture, nullptr, &dst);
    for (int i = 0; i < n; ++i) {
        SDL_Texture* tex = art.tile(square.types[static_cast<size_t>(i)], 0, tile);
        if (!tex) continue;
        const SDL_Rect d{r.x + pad + (i % per_row) * (tile + gap),
                         r.y + pad + box.h + gap + (i / per_row) * (tile + gap), tile, tile};
        SDL_RenderCopy(app.renderer(), tex, nullptr, &d);
    }
}

// --- the remaining-tiles panel -----------------------------------------------------------------

RemainingTilesOverlay::RemainingTilesOverlay(std::shared_ptr<TileArt> art, const Ruleset& rules,
                                             const LearningAids& aids, std::vector<std::string> notes)
    : art_(std::move(art)), rules_(rules), analysis_(aids.analysis()), notes_(std::move(notes)) {
    for (const RemainingTile& group : analysis_.remaining) {
        bool fits = false;
        for (const SquareFit& s : analysis_.squares)
            fits = fits || std::find(s.types.begin(), s.types.end(), group.type) != s.types.end();
        fits_now_.push_back(fits);
    }
}

std::vector<RemainingTile> RemainingTilesOverlay::shown() const {
    std::vector<RemainingTile> out;
    for (size_t i = 0; i < analysis_.remaining.size(); ++i)
        if (!fitting_only_ || fits_now_[i]) out.push_back(analysis_.remaining[i]);
    return out;
}

int RemainingTilesOverlay::shown_count() const {
    int n = 0;
    for (const RemainingTile& g : shown()) n += g.count;
    return n;
}

void RemainingTilesOverlay::layout(App& app) {
    ui_.begin();
    const int w = std::min(app.px(820), app.width() - app.px(40));
    const int h = std::min(app.px(660), app.height() - app.px(40));
    const SDL_Rect p{(app.width() - w) / 2, (app.height() - h) / 2, w, h};
    ui_.toggle("fits-filter",
               {p.x + app.px(28), p.y + p.h - app.px(62), p.w - app.px(200), app.px(44)},
               _("Only the tiles that fit an open square now (F)"), fitting_only_, [this] {
                   fitting_only_ = !fitting_only_;
                   scroll_ = 0;
               });
    ui_.button(
        "close", {p.x + p.w - app.px(140), p.y + p.h - app.px(62), app.px(120), app.px(44)},
        _("Close"), [&app] { app.pop(); }, ButtonStyle::Primary);
}

void RemainingTilesOverlay::on_key(App& app, const SDL_Event& e) {
    if (e.type == SDL_KEYDOWN && (e.key.keysym.sym == SDLK_t)) {
        app.pop();
        return;
    }
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_f) {
        fitting_only_ = !fitting_only_;
        scroll_ = 0;
        return;
    }
    int delta = 0;
    if (e.type == SDL_MOUSEWHEEL) delta = -e.wheel.y * app.px(48);
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_DOWN) delta = app.px(48);
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_UP) delta = -app.px(48);
    const int view_h = panel_.h - app.px(160);
    scroll_ = std::clamp(scroll_ + delta, 0, std::max(0, content_h_ - view_h));
}

void RemainingTilesOverlay::render(App& app) {
    layout(app);
    const int w = std::min(app.px(820), app.width() - app.px(40));
    const int h = std::min(app.px(660), app.height() - app.px(40));
    const SDL_Rect p = frame(app, w, h);
    Text& t = app.text();
    const std::string title = fitting_only_
                                  ? fill(_("Tiles to come that fit now: {fitting} of {count}"),
                                         {{"fitting", std::to_string(shown_count())},
                                          {"count", std::to_string(analysis_.remaining_count)}})
                                  : fill(_("Tiles still to come: {count}"),
                                         {{"count", std::to_string(analysis_.remaining_count)}});
    t.draw(title, p.x + app.px(28), p.y + app.px(22), app.px(22), theme::kAccent, FontStyle::Bold);
    // What else is to come (the bag of sheep), a line each under the title.
    int notes_h = 0;
    for (const std::string& note : notes_) {
        const SDL_Rect r = t.draw(note, p.x + app.px(28), p.y + app.px(56) + notes_h, app.px(14), theme::kText,
                                  FontStyle::Regular, Align::Left, p.w - app.px(56));
        notes_h += r.h + app.px(4);
    }
    const SDL_Rect view{p.x + app.px(28), p.y + app.px(68) + notes_h, p.w - app.px(56), p.h - app.px(150) - notes_h};
    const std::vector<RemainingTile> groups = shown();
    cells_.clear();
    if (groups.empty()) {
        t.draw(analysis_.remaining.empty()
                   ? _("No tiles are left to draw.")
                   : _("None of the tiles to come fits an open square now."),
               view.x, view.y, app.px(15), theme::kTextDim);
    }
    const int tile = app.px(64), cell_w = tile + app.px(18), cell_h = tile + app.px(30);
    const int per_row = std::max(1, view.w / cell_w);
    content_h_ = ((static_cast<int>(groups.size()) + per_row - 1) / per_row) * cell_h;
    SDL_RenderSetClipRect(app.renderer(), &view);
    for (size_t i = 0; i < groups.size(); ++i) {
        const int col = static_cast<int>(i) % per_row, row = static_cast<int>(i) / per_row;
        const SDL_Rect c{view.x + col * cell_w, view.y + row * cell_h - scroll_, tile, tile};
        if (c.y + cell_h < view.y || c.y > view.y + view.h) continue;
        if (SDL_Texture* tex = art_->tile(groups[i].type, 0, tile))
            SDL_RenderCopy(app.renderer(), tex, nullptr, &c);
        t.draw("×" + std::to_string(groups[i].count), c.x + tile / 2, c.y + tile + app.px(4),
               app.px(14), theme::kText, FontStyle::Bold, Align::Center);
        cells_.push_back({c, groups[i]});
    }
    SDL_RenderSetClipRect(app.renderer(), nullptr);
    // The tile under the pointer, in words (its catalogue id is printed on no tile).
    const SDL_Point m = app.mouse();
    for (const auto& [rect, group] : cells_)
        if (contains(rect, m.x, m.y) && contains(view, m.x, m.y))
            draw_tooltip(app, capitalised(tile_words(rules_, rules_.tiles[group.type].id)),
                         {m.x + app.px(16), m.y + app.px(20)});
    ui_.render(app);
    ui_.render_tooltip(app);
}

}  // namespace carc::app
