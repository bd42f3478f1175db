#pragma once

#include "reader.h"
