/* The studio's GSettings: the installed schema, or when Faerie runs from
 * its build tree (the README's first command, the tests) the schema
 * compiled there. */
#pragma once

#include <gio/gio.h>

GSettings *faerie_settings_new (void);
