// Catch's main and the rest of its implementation, compiled once for every test program.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
