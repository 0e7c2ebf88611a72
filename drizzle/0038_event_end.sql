-- Events may say when they end (probe 78, F14): both empty keeps the two hours every event was
-- given before; an end time alone ends the event on the day it starts.
ALTER TABLE "events" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_time" varchar(5);