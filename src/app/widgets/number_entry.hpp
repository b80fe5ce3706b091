// The number entry: how a person sets the value of an action the engine lists open (any value of
// ActionDef::value_range, a bid of 0 to 999) instead of once per value. The number starts at the
// range's lowest; − / + (the keys, the arrow keys, the buttons) step it within the range, Page Up
// and Page Down by ten; digits typed replace it and Backspace takes the last digit back. A typed
// number may lie outside the range: confirming it is the engine's to refuse, in its own words
// (ActionDef::out_of_range), as with any other refused action. The model only: the game scene
// draws it (buttons in the side panel) and sends it the keys.
#pragma once

#include <SDL2/SDL.h>

#include <string>

#include "carc/action_def.hpp"

namespace carc::app {

class NumberEntry {
public:
    void open(ValueRange range);
    void close() { open_ = false; }
    bool is_open() const { return open_; }
    int value() const { return value_; }
    const ValueRange& range() const { return range_; }
    // One step up or down (clamped into the range; a typed number outside it comes back in).
    void step(int delta);
    void type_digit(int digit);
    void erase_digit();

    enum class KeyResult { Ignored, Changed, Confirm };
    KeyResult key(SDL_Keycode k);

private:
    bool open_ = false;
    ValueRange range_{};
    int value_ = 0;
    bool typing_ = false;  // a digit was typed since the number was last set: digits append
};

}  // namespace carc::app
