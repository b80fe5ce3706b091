// The client's colours: the table and panels, and the player colours. Every player colour comes
// with a letter drawn on that player's figures and next to their name, so seats stay apart for
// colour-blind players and in greyscale screenshots.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "shell/gfx.hpp"

namespace carc::app {

namespace theme {
inline constexpr Color kTable{36, 48, 44, 255};
inline constexpr Color kTableLine{46, 60, 55, 255};
inline constexpr Color kPanel{24, 28, 30, 236};
inline constexpr Color kPanelLine{70, 78, 80, 255};
inline constexpr Color kText{238, 232, 218, 255};
inline constexpr Color kTextDim{168, 170, 162, 255};
inline constexpr Color kTextFaint{120, 124, 118, 255};
inline constexpr Color kAccent{232, 186, 76, 255};
inline constexpr Color kAccentDark{160, 120, 40, 255};
inline constexpr Color kButton{52, 60, 62, 255};
inline constexpr Color kButtonHover{70, 80, 82, 255};
inline constexpr Color kButtonPrimary{196, 146, 52, 255};
inline constexpr Color kButtonPrimaryHover{222, 170, 70, 255};
inline constexpr Color kDisabled{44, 48, 50, 255};
inline constexpr Color kError{232, 96, 80, 255};
inline constexpr Color kGood{120, 200, 120, 255};
inline constexpr Color kLegal{255, 236, 160, 255};
}  // namespace theme

struct PlayerColor {
    std::string id;    // as stored in Setup: "red"
    std::string name;  // "Red"
    char letter = '?';
    Color fill;     // figure body
    Color shade;    // figure shading
    Color outline;  // figure outline, chosen to contrast with the body
    Color ink;      // letter on the body
};

const std::vector<PlayerColor>& player_colors();
// The colour with that id; unknown ids get a neutral grey with their first letter.
PlayerColor player_color(std::string_view id);

}  // namespace carc::app
