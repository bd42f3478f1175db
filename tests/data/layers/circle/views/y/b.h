#pragma once

#include "x/a.h"
