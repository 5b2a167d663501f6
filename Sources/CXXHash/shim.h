#ifndef CXXHASH_SHIM_H
#define CXXHASH_SHIM_H
#include <xxhash.h>
#endif
