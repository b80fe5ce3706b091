#include "widgets/number_entry.hpp"

#include <algorithm>

namespace carc::app {

namespace {
// Five digits hold any value an action carries (int16_t).
constexpr int kMaxTyped = 32767;
}  // namespace

void NumberEntry::open(ValueRange range) {
    open_ = true;
    range_ = range;
    value_ = range.min;
    typing_ = false;
}

void NumberEntry::step(int delta) {
    value_ = std::clamp(value_ + delta, static_cast<int>(range_.min), static_cast<int>(range_.max));
    typing_ = false;
}

void NumberEntry::type_digit(int digit) {
    const int next = typing_ ? value_ * 10 + digit : digit;
    if (next > kMaxTyped) return;
    value_ = next;
    typing_ = true;
}

void NumberEntry::erase_digit() {
    value_ /= 10;
    typing_ = true;
}

NumberEntry::KeyResult NumberEntry::key(SDL_Keycode k) {
    if (!open_) return KeyResult::Ignored;
    if (k >= SDLK_0 && k <= SDLK_9) {
        type_digit(static_cast<int>(k - SDLK_0));
        return KeyResult::Changed;
    }
    if (k >= SDLK_KP_1 && k <= SDLK_KP_0) {  // SDL orders the keypad 1..9, 0
        type_digit(k == SDLK_KP_0 ? 0 : static_cast<int>(k - SDLK_KP_1) + 1);
        return KeyResult::Changed;
    }
    switch (k) {
        case SDLK_PLUS:
        case SDLK_EQUALS:  // + without Shift on most layouts
        case SDLK_KP_PLUS:
        case SDLK_UP:
        case SDLK_RIGHT:
            step(1);
            return KeyResult::Changed;
        case SDLK_MINUS:
        case SDLK_KP_MINUS:
        case SDLK_DOWN:
        case SDLK_LEFT:
            step(-1);
            return KeyResult::Changed;
        case SDLK_PAGEUP:
            step(10);
            return KeyResult::Changed;
        case SDLK_PAGEDOWN:
            step(-10);
            return KeyResult::Changed;
        case SDLK_BACKSPACE:
            erase_digit();
            return KeyResult::Changed;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            return KeyResult::Confirm;
        default:
            return KeyResult::Ignored;
    }
}

}  // namespace carc::app
