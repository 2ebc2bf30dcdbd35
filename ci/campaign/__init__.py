"""ci/verify's parts: running and parsing the campaign's programs (run), the report (report, svg)."""
