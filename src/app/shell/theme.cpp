// Colours picked to stay distinct under protanopia and deuteranopia as far as hue allows; the
// letters carry the difference where hue cannot (red and green).
#include "shell/theme.hpp"

#include "shell/i18n.hpp"

namespace carc::app {

const std::vector<PlayerColor>& player_colors() {
    static const std::vector<PlayerColor> colors = {
        {"red",
         N_("Red"),
         'R',
         {214, 48, 42, 255},
         {160, 30, 28, 255},
         {60, 12, 10, 255},
         {255, 246, 236, 255}},
        {"blue",
         N_("Blue"),
         'B',
         {44, 102, 214, 255},
         {28, 70, 160, 255},
         {10, 22, 60, 255},
         {255, 255, 255, 255}},
        {"yellow",
         N_("Yellow"),
         'Y',
         {246, 204, 40, 255},
         {200, 156, 20, 255},
         {70, 52, 6, 255},
         {50, 36, 0, 255}},
        {"green",
         N_("Green"),
         'G',
         {46, 160, 74, 255},
         {28, 112, 50, 255},
         {8, 44, 18, 255},
         {255, 255, 255, 255}},
        {"black",
         N_("Black"),
         'K',
         {44, 44, 48, 255},
         {22, 22, 26, 255},
         {200, 200, 204, 255},
         {255, 255, 255, 255}},
        {"pink",
         N_("Pink"),
         'P',
         {236, 120, 190, 255},
         {196, 78, 150, 255},
         {70, 16, 50, 255},
         {40, 0, 24, 255}},
    };
    return colors;
}

PlayerColor player_color(std::string_view id) {
    for (const PlayerColor& c : player_colors())
        if (c.id == id) return c;
    PlayerColor grey{std::string(id),
                     std::string(id),
                     id.empty() ? '?' : static_cast<char>(std::toupper(id[0])),
                     {150, 150, 150, 255},
                     {110, 110, 110, 255},
                     {30, 30, 30, 255},
                     {0, 0, 0, 255}};
    return grey;
}

}  // namespace carc::app
