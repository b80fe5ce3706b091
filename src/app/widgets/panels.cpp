#include "widgets/panels.hpp"

#include <algorithm>

#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/widgets.hpp"

namespace carc::app {

void draw_panel(App& app, const SDL_Rect& rect, Color fill) {
    const float radius = static_cast<float>(app.px(10));
    fill_round_rect(app.renderer(), to_f(rect), radius, fill);
    draw_round_rect(app.renderer(), to_f(rect), radius, Color{255, 255, 255, 30},
                    static_cast<float>(std::max(1, app.px(1))));
}

void draw_player_chip(App& app, const SDL_Rect& rect, Color fill, Color ink, char letter) {
    const float r = static_cast<float>(std::min(rect.w, rect.h)) / 2;
    const float cx = static_cast<float>(rect.x) + static_cast<float>(rect.w) / 2;
    const float cy = static_cast<float>(rect.y) + static_cast<float>(rect.h) / 2;
    fill_circle(app.renderer(), cx, cy, r, Color{0, 0, 0, 110});
    fill_circle(app.renderer(), cx, cy, r - static_cast<float>(app.px(1.5f)), fill);
    const char s[2] = {letter, 0};
    const int fpx = std::max(8, static_cast<int>(r * 1.15f));
    Text& t = app.text();
    const int h = t.line_height(fpx, FontStyle::Bold);
    t.draw(s, static_cast<int>(cx), static_cast<int>(cy) - h / 2, fpx, ink, FontStyle::Bold,
           Align::Center);
}

SDL_Rect draw_tooltip_box(App& app, SDL_Point at, int w, int h) {
    SDL_Rect r{at.x, at.y, w, h};
    if (r.x + r.w > app.width() - app.px(4)) r.x = app.width() - app.px(4) - r.w;
    if (r.y + r.h > app.height() - app.px(4)) r.y = at.y - r.h - app.px(30);
    r.x = std::max(r.x, app.px(4));
    r.y = std::max(r.y, app.px(4));
    fill_round_rect(app.renderer(), to_f(r), static_cast<float>(app.px(6)), Color{14, 16, 18, 240});
    draw_round_rect(app.renderer(), to_f(r), static_cast<float>(app.px(6)), theme::kPanelLine,
                    1.0f);
    return r;
}

void draw_tooltip(App& app, const std::string& text, SDL_Point at, int max_w) {
    Text& t = app.text();
    const int fpx = app.px(14);
    if (max_w <= 0) max_w = app.px(360);
    const int pad = app.px(8);
    const TextBox box = t.get(text, fpx, theme::kText, FontStyle::Regular, max_w);
    if (!box.texture) return;
    app.note_tooltip(text);
    const SDL_Rect r = draw_tooltip_box(app, at, box.w + 2 * pad, box.h + 2 * pad);
    SDL_Rect dst{r.x + pad, r.y + pad, box.w, box.h};
    SDL_RenderCopy(app.renderer(), box.texture, nullptr, &dst);
}

SDL_Rect draw_pill(App& app, const std::string& text, int cx, int y, int font_px, Color bg,
                   Color fg) {
    Text& t = app.text();
    const SDL_Point size = t.measure(text, font_px, FontStyle::Bold);
    const int padx = font_px, pady = font_px / 3;
    SDL_Rect r{cx - size.x / 2 - padx, y, size.x + 2 * padx, size.y + 2 * pady};
    fill_round_rect(app.renderer(), to_f(r), static_cast<float>(r.h) / 2, bg);
    t.draw(text, cx, y + pady, font_px, fg, FontStyle::Bold, Align::Center);
    return r;
}

void draw_rule_badge(App& app, const SDL_Rect& rect, bool lit) {
    const float radius = static_cast<float>(std::min(rect.w, rect.h)) / 2 - 1;
    const float cx = static_cast<float>(rect.x) + static_cast<float>(rect.w) / 2;
    const float cy = static_cast<float>(rect.y) + static_cast<float>(rect.h) / 2;
    fill_circle(app.renderer(), cx, cy, radius, lit ? theme::kAccent : Color{70, 78, 80, 255});
    const int font_px = std::max(8, static_cast<int>(radius * 1.4f));
    app.text().draw("?", static_cast<int>(cx), static_cast<int>(cy) - font_px * 2 / 3, font_px,
                    lit ? Color{24, 28, 30, 255} : theme::kText, FontStyle::Bold, Align::Center);
}

LogPlacement place_log(App& app, bool open, const SDL_Rect& board, int top,
                       const SDL_Rect& side_lines) {
    if (!open) return {{}, side_lines};
    LogPlacement out;
    const int w = std::min(app.px(480), board.w - app.px(32));
    out.panel = {board.x + board.w - w - app.px(16), top, w, board.y + board.h - top - app.px(16)};
    out.lines = {out.panel.x + app.px(16), out.panel.y + app.px(48), out.panel.w - app.px(32),
                 out.panel.h - app.px(60)};
    return out;
}

void draw_open_log_panel(App& app, const SDL_Rect& panel, const std::string& title) {
    draw_panel(app, panel, Color{24, 28, 30, 255});  // nothing of the board shows through
    Text& t = app.text();
    const std::string closes = _("L or Esc closes");
    const int closes_w = t.measure(closes, app.px(12)).x;
    t.draw_fit(title, panel.x + app.px(16), panel.y + app.px(14),
               panel.w - app.px(44) - closes_w, app.px(17), theme::kAccent, FontStyle::Bold);
    t.draw(closes, panel.x + panel.w - app.px(16), panel.y + app.px(18), app.px(12),
           theme::kTextDim, FontStyle::Regular, Align::Right);
}

void add_log_button(App& app, WidgetSet& ui, int right, int y, bool open,
                    std::function<void()> toggle) {
    if (y + app.px(32) > app.height()) return;
    const std::string label = open ? _("Close (L)") : _("Open (L)");
    const int w = app.text().measure(label, app.px(12), FontStyle::Bold).x + app.px(20);
    Widget& b = ui.button("log", {right - w, y + app.px(6), w, app.px(26)}, label,
                          std::move(toggle), ButtonStyle::Quiet);
    b.font_px = app.px(12);
    b.hint = open ? _("Back to the log in the side panel")
                  : _("The whole log over the board, with room for every line");
}

}  // namespace carc::app
