-- The stored search text folds Uzbek spelling variants (x → h, q → k, and the
-- 1993 alphabet's ö ŏ ō → o, ğ ǵ ḡ → g, ş → sh, ç → ch, ñ → ng; src/lib/i18n/search-form.ts) so
-- "xovli" finds "hovli". The column already holds toSearchLatin's form, so folding it here gives
-- exactly what the application now writes; the trigram index follows the rows.
UPDATE "projects" SET "search_text" = translate(replace(replace(replace("search_text", 'ş', 'sh'), 'ç', 'ch'), 'ñ', 'ng'), 'xqöŏōğǵḡ', 'hkoooggg') WHERE "search_text" ~ '[xqöŏōğǵḡşçñ]';
