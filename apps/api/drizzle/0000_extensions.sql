-- Trigram indexes back the admin and marketplace text search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
