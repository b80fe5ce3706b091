// Buttons, switches and text fields, rebuilt by each scene's layout on every frame (immediate
// layout, retained focus): the set remembers which widget is hovered, pressed, focused or being
// edited by id, so rebuilding never loses the player's place. Mouse and keyboard both work:
// Tab/Shift+Tab or the arrow keys move the focus, Enter or Space activates, typing edits a field.
// Activation callbacks run after event dispatch, when the scene may safely change itself.
#pragma once

#include <SDL2/SDL.h>

#include <deque>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "shell/gfx.hpp"

namespace carc::app {

class App;

enum class WidgetKind : uint8_t { Button, Toggle, TextField };
enum class ButtonStyle : uint8_t { Normal, Primary, Quiet, Selected };

struct Widget {
    std::string id;
    WidgetKind kind = WidgetKind::Button;
    SDL_Rect rect{};
    std::string label;
    std::string hint;  // tooltip
    bool enabled = true;
    bool checked = false;  // toggles
    bool boxed = false;    // a toggle drawn on a button's background (the toolbar's, beside buttons)
    ButtonStyle style = ButtonStyle::Normal;
    int font_px = 0;  // 0: the default size
    // A label wider than the button breaks onto more lines instead of losing its end to "…" (the
    // layout makes such a button tall enough: see wrapped_label_height).
    bool wrap_label = false;
    std::function<void()> on_activate;
    // Text fields.
    std::string* text = nullptr;
    std::string placeholder;
    size_t max_length = 24;  // in characters (UTF-8 code points)
    bool digits_only = false;
    // A colour chip with a letter at the left of the label (player colours).
    bool has_chip = false;
    Color chip{};
    Color chip_ink{};
    char chip_letter = 0;
    // When set, the widget is only drawn and clickable inside this rectangle (scrolled lists).
    SDL_Rect clip{0, 0, 0, 0};
    bool hit(int x, int y) const {
        return contains(rect, x, y) && (clip.w == 0 || contains(clip, x, y));
    }
};

// The height a button of width `button_w` needs for `label` at `font_px` (bold), its label
// wrapped when it does not fit on one line: at least `min_h`.
int wrapped_label_height(App& app, const std::string& label, int button_w, int font_px, int min_h);

class WidgetSet {
public:
    void begin() { items_.clear(); }
    Widget& button(std::string id, SDL_Rect rect, std::string label,
                   std::function<void()> on_activate, ButtonStyle style = ButtonStyle::Normal);
    Widget& toggle(std::string id, SDL_Rect rect, std::string label, bool checked,
                   std::function<void()> on_activate);
    Widget& text_field(std::string id, SDL_Rect rect, std::string* text, std::string placeholder,
                       size_t max_length = 24, bool digits_only = false);

    // True when the event was used. Activations are queued: run them with run_pending().
    bool event(App& app, const SDL_Event& e);
    bool run_pending();
    bool has_pending() const { return !pending_.empty(); }
    void render(App& app);
    void render_tooltip(App& app);

    const Widget* find(std::string_view id_or_label) const;
    const std::deque<Widget>& items() const { return items_; }
    std::deque<Widget>& items() { return items_; }
    const std::string& focus() const { return focus_; }
    void set_focus(const std::string& id) { focus_ = id; }
    bool editing() const { return !editing_.empty(); }
    // Puts the caret in a text field, as a click on it would (dialogs that open ready to type);
    // `select_all`: its text is selected, so typing replaces it.
    void start_editing(const std::string& id, bool select_all = false);
    // The text of the field being edited is selected (Ctrl+A, or opened so).
    bool all_selected() const { return all_selected_ && !editing_.empty(); }
    void stop_editing();
    // Scenes that use the keyboard for themselves (the game) turn off focus navigation.
    bool keyboard_navigation = true;

private:
    Widget* by_id(const std::string& id);
    void sync_hover(App& app);
    void move_focus(int step);
    void activate(Widget& w);

    std::deque<Widget> items_;  // a deque: references to added widgets stay valid while adding more
    std::string hover_, pressed_, focus_, editing_;
    std::vector<std::function<void()>> pending_;
    uint64_t hover_since_ = 0;
    bool show_focus_ = false;
    bool all_selected_ = false;
};

}  // namespace carc::app
