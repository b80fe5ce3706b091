#include "widgets/widgets.hpp"

#include "carc/ruleset.hpp"
#include "shell/app.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

Widget& WidgetSet::button(std::string id, SDL_Rect rect, std::string label,
                          std::function<void()> on_activate, ButtonStyle style) {
    Widget& w = items_.emplace_back();
    w.id = std::move(id);
    w.kind = WidgetKind::Button;
    w.rect = rect;
    w.label = std::move(label);
    w.on_activate = std::move(on_activate);
    w.style = style;
    return w;
}

Widget& WidgetSet::toggle(std::string id, SDL_Rect rect, std::string label, bool checked,
                          std::function<void()> on_activate) {
    Widget& w = button(std::move(id), rect, std::move(label), std::move(on_activate));
    w.kind = WidgetKind::Toggle;
    w.checked = checked;
    return w;
}

Widget& WidgetSet::text_field(std::string id, SDL_Rect rect, std::string* text,
                              std::string placeholder, size_t max_length, bool digits_only) {
    Widget& w = items_.emplace_back();
    w.id = std::move(id);
    w.kind = WidgetKind::TextField;
    w.rect = rect;
    w.text = text;
    w.placeholder = std::move(placeholder);
    w.max_length = max_length;
    w.digits_only = digits_only;
    return w;
}

Widget* WidgetSet::by_id(const std::string& id) {
    if (id.empty()) return nullptr;
    for (Widget& w : items_)
        if (w.id == id) return &w;
    return nullptr;
}

const Widget* WidgetSet::find(std::string_view key) const {
    for (const Widget& w : items_)
        if (w.id == key) return &w;
    for (const Widget& w : items_)
        if (w.label == key) return &w;
    return nullptr;
}

void WidgetSet::start_editing(const std::string& id, bool select_all) {
    all_selected_ = select_all;
    if (editing_ == id) return;
    if (!editing_.empty()) SDL_StopTextInput();
    editing_ = focus_ = id;
    SDL_StartTextInput();
}

void WidgetSet::stop_editing() {
    if (!editing_.empty()) SDL_StopTextInput();
    editing_.clear();
    all_selected_ = false;
}

void WidgetSet::activate(Widget& w) {
    if (!w.enabled) return;
    if (w.kind == WidgetKind::TextField) {
        if (editing_ != w.id) {
            stop_editing();
            editing_ = w.id;
            SDL_StartTextInput();
        }
        focus_ = w.id;
        return;
    }
    stop_editing();
    focus_ = w.id;
    if (w.on_activate) pending_.push_back(w.on_activate);
}

void WidgetSet::move_focus(int step) {
    std::vector<int> order;
    for (int i = 0; i < static_cast<int>(items_.size()); ++i)
        if (items_[static_cast<size_t>(i)].enabled) order.push_back(i);
    if (order.empty()) return;
    int at = -1;
    for (int i = 0; i < static_cast<int>(order.size()); ++i)
        if (items_[static_cast<size_t>(order[static_cast<size_t>(i)])].id == focus_) at = i;
    const int n = static_cast<int>(order.size());
    at = at < 0 ? (step > 0 ? 0 : n - 1) : ((at + step) % n + n) % n;
    Widget& w = items_[static_cast<size_t>(order[static_cast<size_t>(at)])];
    stop_editing();
    focus_ = w.id;
    if (w.kind == WidgetKind::TextField) activate(w);
}

bool WidgetSet::event(App& app, const SDL_Event& e) {
    switch (e.type) {
        case SDL_MOUSEMOTION: {
            std::string now;
            for (const Widget& w : items_)
                if (w.hit(e.motion.x, e.motion.y)) now = w.id;
            if (now != hover_) hover_since_ = app.now();
            hover_ = now;
            return false;
        }
        case SDL_MOUSEBUTTONDOWN: {
            if (e.button.button != SDL_BUTTON_LEFT) return false;
            show_focus_ = false;
            // The widget drawn last is on top: it takes the click, as it takes the hover.
            for (auto it = items_.rbegin(); it != items_.rend(); ++it)
                if (Widget& w = *it; w.hit(e.button.x, e.button.y)) {
                    pressed_ = w.id;
                    if (w.kind == WidgetKind::TextField) {
                        activate(w);
                        all_selected_ = false;  // a click puts the caret at the end
                    }
                    return true;
                }
            stop_editing();
            pressed_.clear();
            return false;
        }
        case SDL_MOUSEBUTTONUP: {
            if (e.button.button != SDL_BUTTON_LEFT) return false;
            const std::string was = pressed_;
            pressed_.clear();
            Widget* w = by_id(was);
            if (w && w->hit(e.button.x, e.button.y)) {
                if (w->kind != WidgetKind::TextField) activate(*w);
                return true;
            }
            return !was.empty();
        }
        case SDL_TEXTINPUT: {
            Widget* w = by_id(editing_);
            if (!w || !w->text) return false;
            if (all_selected_) w->text->clear();  // typing replaces the selection
            all_selected_ = false;
            // Whole characters only, up to max_length characters (a name typed to the limit
            // never ends in half a character).
            size_t length = utf8_length(*w->text);
            for (const char* p = e.text.text; *p;) {
                const char* end = p + 1;
                while ((static_cast<unsigned char>(*end) & 0xC0) == 0x80) ++end;
                const unsigned char c = static_cast<unsigned char>(*p);
                if (!(w->digits_only && (c < '0' || c > '9'))) {
                    if (length >= w->max_length) break;
                    w->text->append(p, end);
                    ++length;
                }
                p = end;
            }
            return true;
        }
        case SDL_KEYDOWN: {
            const SDL_Keycode k = e.key.keysym.sym;
            Widget* editing = by_id(editing_);
            if (editing && editing->text) {
                const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
                if (ctrl && k == SDLK_a) {
                    all_selected_ = !editing->text->empty();
                    return true;
                }
                if (all_selected_ && (k == SDLK_BACKSPACE || k == SDLK_DELETE)) {
                    editing->text->clear();
                    all_selected_ = false;
                    return true;
                }
                if (all_selected_ && ctrl && k == SDLK_v) editing->text->clear();
                if (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_HOME || k == SDLK_END)
                    all_selected_ = false;
                if (k == SDLK_BACKSPACE) {
                    std::string& t = *editing->text;
                    while (!t.empty() && (static_cast<unsigned char>(t.back()) & 0xC0) == 0x80)
                        t.pop_back();
                    if (!t.empty()) t.pop_back();
                    return true;
                }
                if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_ESCAPE) {
                    stop_editing();
                    return true;
                }
                if (k == SDLK_v && (e.key.keysym.mod & KMOD_CTRL)) {
                    // Paste: paths are long to type.
                    if (char* clip = SDL_GetClipboardText()) {
                        size_t length = utf8_length(*editing->text);
                        for (const char* p = clip; *p && length < editing->max_length;) {
                            const char* end = p + 1;
                            while ((static_cast<unsigned char>(*end) & 0xC0) == 0x80) ++end;
                            const unsigned char c = static_cast<unsigned char>(*p);
                            if (!(c < 0x20 || (editing->digits_only && (c < '0' || c > '9')))) {
                                editing->text->append(p, end);
                                ++length;
                            }
                            p = end;
                        }
                        SDL_free(clip);
                    }
                    return true;
                }
                if (k != SDLK_TAB) return true;  // typing keys belong to the field
            }
            if (!keyboard_navigation) return false;
            const bool shift = (e.key.keysym.mod & KMOD_SHIFT) != 0;
            if (k == SDLK_TAB || k == SDLK_DOWN || k == SDLK_UP) {
                show_focus_ = true;
                move_focus(k == SDLK_UP || (k == SDLK_TAB && shift) ? -1 : 1);
                return true;
            }
            if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) {
                Widget* w = by_id(focus_);
                if (!w) return false;
                show_focus_ = true;
                activate(*w);
                return true;
            }
            return false;
        }
        default:
            return false;
    }
}

bool WidgetSet::run_pending() {
    if (pending_.empty()) return false;
    auto queued = std::move(pending_);
    pending_.clear();
    for (auto& f : queued) f();
    return true;
}

void WidgetSet::sync_hover(App& app) {
    // The pointer may not have moved while what is under it did (a list scrolled, a scene came
    // back from under an overlay): what counts is what is under the pointer now. A scene under
    // an overlay has nothing under the pointer.
    std::string now;
    if (app.drawing_top())
        for (const Widget& w : items_)
            if (w.hit(app.mouse().x, app.mouse().y)) now = w.id;
    if (now != hover_) {
        hover_ = now;
        hover_since_ = app.now();
    }
}

int wrapped_label_height(App& app, const std::string& label, int button_w, int font_px, int min_h) {
    Text& text = app.text();
    const int wrap_w = button_w - app.px(24);
    if (text.measure(label, font_px, FontStyle::Bold).x <= wrap_w) return min_h;
    const TextBox lines = text.get(label, font_px, theme::kText, FontStyle::Bold, wrap_w);
    return std::max(min_h, lines.h + app.px(10));
}

void WidgetSet::render(App& app) {
    SDL_Renderer* r = app.renderer();
    Text& text = app.text();
    const int font = app.px(16);
    sync_hover(app);
    for (const Widget& w : items_) {
        const bool hover = w.id == hover_ && w.enabled;
        const bool pressed = w.id == pressed_ && hover;
        const bool focused = show_focus_ && w.id == focus_;
        if (w.clip.w > 0) SDL_RenderSetClipRect(r, &w.clip);
        struct Unclip {
            SDL_Renderer* r;
            bool on;
            ~Unclip() {
                if (on) SDL_RenderSetClipRect(r, nullptr);
            }
        } unclip{r, w.clip.w > 0};
        const SDL_FRect fr{static_cast<float>(w.rect.x), static_cast<float>(w.rect.y),
                           static_cast<float>(w.rect.w), static_cast<float>(w.rect.h)};
        const float radius = static_cast<float>(app.px(6));
        const int fpx = w.font_px ? w.font_px : font;
        if (w.kind == WidgetKind::TextField) {
            const bool editing = w.id == editing_;
            fill_round_rect(r, fr, radius,
                            editing ? Color{16, 18, 20, 255} : Color{30, 34, 36, 255});
            draw_round_rect(r, fr, radius,
                            editing ? theme::kAccent
                            : hover ? theme::kTextDim
                                    : theme::kPanelLine,
                            static_cast<float>(app.px(editing ? 2 : 1)));
            const std::string& s = w.text ? *w.text : std::string();
            const int ty = w.rect.y + (w.rect.h - text.line_height(fpx)) / 2;
            SDL_Rect drawn{w.rect.x + app.px(10), ty, 0, 0};
            if (editing && all_selected_ && !s.empty()) {
                const SDL_Point size = text.measure(s, fpx);
                fill_rect(r,
                          {w.rect.x + app.px(8), ty - app.px(2),
                           std::min(size.x + app.px(4), w.rect.w - app.px(16)),
                           text.line_height(fpx) + app.px(4)},
                          theme::kAccent.with_alpha(70));
            }
            if (s.empty() && !editing)
                text.draw_fit(w.placeholder, w.rect.x + app.px(10), ty, w.rect.w - app.px(20), fpx,
                              theme::kTextFaint);
            else
                drawn = text.draw_fit(s, w.rect.x + app.px(10), ty, w.rect.w - app.px(24), fpx,
                                      theme::kText);
            if (editing && (app.now() / 530) % 2 == 0) {
                const int cx = drawn.x + drawn.w + app.px(2);
                fill_rect(
                    r,
                    {cx, ty + app.px(2), std::max(1, app.px(2)), text.line_height(fpx) - app.px(4)},
                    theme::kAccent);
            }
            if (focused && !editing)
                draw_round_rect(r, fr, radius, theme::kAccent, static_cast<float>(app.px(2)));
            continue;
        }
        if (w.kind == WidgetKind::Toggle) {
            // Boxed: the button's background and frame, the box inset like a button's label.
            const int pad = w.boxed ? app.px(8) : 0;
            if (w.boxed) {
                fill_round_rect(r, fr, radius, !w.enabled ? theme::kDisabled : hover ? theme::kButtonHover : theme::kButton);
                draw_round_rect(r, fr, radius, Color{255, 255, 255, 28}, static_cast<float>(app.px(1)));
            }
            const int box = std::min(w.rect.h - pad, app.px(w.boxed ? 18 : 22));
            const SDL_FRect b{fr.x + static_cast<float>(pad), fr.y + (fr.h - static_cast<float>(box)) / 2,
                              static_cast<float>(box), static_cast<float>(box)};
            const Color fillc = !w.enabled  ? theme::kDisabled
                                : w.checked ? theme::kAccent
                                            : Color{30, 34, 36, 255};
            fill_round_rect(r, b, static_cast<float>(app.px(4)), fillc);
            draw_round_rect(r, b, static_cast<float>(app.px(4)),
                            hover ? theme::kText : theme::kTextDim,
                            static_cast<float>(app.px(1.5f)));
            if (w.checked) {
                const float s = static_cast<float>(box);
                draw_polyline(r,
                              {{b.x + s * 0.22f, b.y + s * 0.52f},
                               {b.x + s * 0.42f, b.y + s * 0.72f},
                               {b.x + s * 0.78f, b.y + s * 0.28f}},
                              Color{30, 24, 10, 255}, static_cast<float>(app.px(2.5f)));
            }
            // A label a little too long for its row (an expansion's name in Dutch in the
            // smallest window) takes a smaller font, down to four fifths, before it is shortened.
            const int label_w = w.rect.w - box - app.px(10) - 2 * pad;
            int lpx = fpx;
            while (lpx > fpx * 4 / 5 && text.measure(w.label, lpx, FontStyle::Bold).x > label_w) --lpx;
            const int ty = w.rect.y + (w.rect.h - text.line_height(lpx, FontStyle::Bold)) / 2;
            text.draw_fit(w.label, w.rect.x + pad + box + app.px(8 + (w.boxed ? 0 : 2)), ty, label_w, lpx,
                          w.enabled ? theme::kText : theme::kTextFaint, FontStyle::Bold);
            if (focused)
                draw_round_rect(r, inset_f(fr, -app.px(3)), radius, theme::kAccent,
                                static_cast<float>(app.px(2)));
            continue;
        }
        Color bg = theme::kButton, fg = theme::kText;
        switch (w.style) {
            case ButtonStyle::Primary:
                bg = hover ? theme::kButtonPrimaryHover : theme::kButtonPrimary;
                fg = Color{30, 22, 8, 255};
                break;
            case ButtonStyle::Quiet:
                bg = hover ? theme::kButton : Color{0, 0, 0, 0};
                break;
            case ButtonStyle::Selected:
                bg = theme::kAccentDark;
                fg = Color{255, 244, 214, 255};
                break;
            case ButtonStyle::Normal:
                bg = hover ? theme::kButtonHover : theme::kButton;
                break;
        }
        if (!w.enabled) {
            bg = w.style == ButtonStyle::Quiet ? Color{0, 0, 0, 0} : theme::kDisabled;
            fg = theme::kTextFaint;
        }
        if (pressed) bg = mix(bg, Color{0, 0, 0, 255}, 0.2f);
        if (bg.a) fill_round_rect(r, fr, radius, bg);
        if (w.style == ButtonStyle::Normal && w.enabled)
            draw_round_rect(r, fr, radius, Color{255, 255, 255, 28}, static_cast<float>(app.px(1)));
        int x = w.rect.x + app.px(12);
        if (w.has_chip) {
            const int d = std::min(w.rect.h - app.px(10), app.px(26));
            draw_player_chip(app, {x, w.rect.y + (w.rect.h - d) / 2, d, d}, w.chip, w.chip_ink,
                             w.chip_letter);
            x += d + app.px(10);
        }
        const FontStyle style =
            w.style == ButtonStyle::Quiet ? FontStyle::Regular : FontStyle::Bold;
        const int ty = w.rect.y + (w.rect.h - text.line_height(fpx, style)) / 2;
        const int wrap_w = w.rect.w - app.px(24);
        if (w.wrap_label && !w.has_chip && text.measure(w.label, fpx, style).x > wrap_w) {
            const TextBox lines = text.get(w.label, fpx, fg, style, wrap_w);
            text.draw(w.label, w.rect.x + w.rect.w / 2, w.rect.y + (w.rect.h - lines.h) / 2, fpx, fg, style,
                      Align::Center, wrap_w);
        } else if (w.has_chip || w.label.size() > 40)
            text.draw_fit(w.label, x, ty, w.rect.x + w.rect.w - x - app.px(8), fpx, fg, style);
        else
            text.draw_fit(w.label, w.rect.x + w.rect.w / 2, ty, w.rect.w - app.px(12), fpx, fg,
                          style, Align::Center);
        if (focused)
            draw_round_rect(r, inset_f(fr, -app.px(3)), radius + static_cast<float>(app.px(2)),
                            theme::kAccent, static_cast<float>(app.px(2)));
    }
}

void WidgetSet::render_tooltip(App& app) {
    sync_hover(app);
    const Widget* w = nullptr;
    for (const Widget& x : items_)
        if (x.id == hover_) w = &x;
    if (!w || w->hint.empty() || app.now() - hover_since_ < 450) return;
    const SDL_Point m = app.mouse();
    draw_tooltip(app, w->hint, {m.x, m.y + app.px(22)});
}

}  // namespace carc::app
