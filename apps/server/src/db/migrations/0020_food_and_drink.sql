-- Food & Drink (issue 32). Existing offers keep their category: staff move them in the console.
ALTER TYPE "public"."business_category" ADD VALUE 'food' BEFORE 'Retail';