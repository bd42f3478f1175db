#pragma once

#include "profile.h"
