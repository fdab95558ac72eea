#include "faerie-settings.h"

#define SCHEMA_ID "io.github.faerie.Faerie"

GSettings *
faerie_settings_new (void)
{
  GSettingsSchemaSource *installed = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = installed ? g_settings_schema_source_lookup (installed, SCHEMA_ID, TRUE) : NULL;
  if (!schema)
    {
      g_autoptr (GSettingsSchemaSource) build = g_settings_schema_source_new_from_directory (BUILD_SCHEMA_DIR, installed,
                                                                                            FALSE, NULL);
      schema = build ? g_settings_schema_source_lookup (build, SCHEMA_ID, TRUE) : NULL;
    }
  /* Without any schema the studio still runs, with the defaults in memory. */
  if (!schema)
    {
      g_warning ("settings schema %s not found; preferences will not be kept", SCHEMA_ID);
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}
