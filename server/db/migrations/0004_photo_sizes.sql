ALTER TABLE "vehicle_photos" ADD COLUMN "gallery_url" text;--> statement-breakpoint
ALTER TABLE "vehicle_photos" ADD COLUMN "thumb_url" text;